import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination/Features',
  component: Pagination,
  args: { page: { skip: 0, limit: 10 }, total: 200, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNumbers: Story = {
  args: { showPageNumbers: true },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 20' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 10' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ skip: 40, limit: 10 });
    // The row recentres on the current page.
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(canvas.getByText('191–200 of 200')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { total: 0, showPageNumbers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnlistedPageSize: Story = {
  args: { page: { skip: 0, limit: 15 }, pageSizeOptions: [10, 25] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    // The size in use is offered even when the list does not have it.
    await expect(select).toHaveValue('15');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '15', '25']);
  },
};

export const WithoutPageSize: Story = {
  args: { pageSizeOptions: [], 'aria-label': 'Resumes pages' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Resumes pages' });
    await expect(within(nav).queryByRole('combobox')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { page: { skip: 1000, limit: 100 }, total: 12_345, showPageNumbers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
    // Numbers follow the Vietnamese locale.
    await expect(canvas.getByText('1.001–1.100 trên 12.345')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Số dòng mỗi trang' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Trang 11' })).toHaveAttribute('aria-current', 'page');
  },
};
