import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';
import { allRows, columns, ServerDrivenTable, type JobRow } from './storyData';

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: {
    caption: 'Jobs',
    columns: columns as DataTableColumn<unknown>[],
    rows: allRows.slice(0, 10),
    getRowId: (row: unknown) => String((row as JobRow).id),
    total: allRows.length,
    page: { skip: 0, limit: 10 },
    onPageChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    showCaption: true,
    status: 'ready',
    selectable: true,
    showColumnMenu: true,
    showPageNumbers: true,
    layout: 'auto',
    virtualizeAbove: 100,
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading rows…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records to show')).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: [], status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rows could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ServerPagingAndSorting: Story = {
  render: () => <ServerDrivenTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    const positionHeader = canvas.getByRole('columnheader', { name: /Position/ });
    await userEvent.click(within(positionHeader).getByRole('button'));
    await expect(positionHeader).toHaveAttribute('aria-sort', 'ascending');
    // Sorting starts again from the first page.
    await expect(canvas.getByText('1–10 of 57')).toBeVisible();
    await userEvent.click(within(positionHeader).getByRole('button'));
    await expect(positionHeader).toHaveAttribute('aria-sort', 'descending');
    const firstCell = canvas.getAllByRole('row')[1]?.querySelector('td');
    await expect(firstCell).toHaveTextContent('Site Supervisor 55');
  },
};

export const KeyboardOnly: Story = {
  render: () => <ServerDrivenTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order: the two sortable headers, the page size, previous (disabled, skipped), next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Position/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Position/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(canvas.getByText('1–25 of 57')).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('26–50 of 57')).toBeVisible();
  },
};
