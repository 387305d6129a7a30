import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { allRows, columns, makeRows, ServerDrivenTable, type JobRow } from './storyData';

const closeJobs = fn();

const meta = {
  title: 'Data/DataTable/Features',
  component: DataTable,
  args: {
    caption: 'Jobs',
    columns: columns as DataTableColumn<unknown>[],
    rows: allRows.slice(0, 10),
    getRowId: (row: unknown) => String((row as JobRow).id),
    total: allRows.length,
    page: { skip: 0, limit: 10 },
    onPageChange: fn(),
  },
  beforeEach: () => {
    closeJobs.mockClear();
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bulkActions = (selected: JobRow[]) => (
  <Button size="sm" variant="danger" onClick={() => closeJobs(selected.map((row) => row.id))}>
    Close {selected.length} jobs
  </Button>
);

export const RowSelectionAndBulkActions: Story = {
  render: () => <ServerDrivenTable bulkActions={bulkActions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectPage = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    // Each row's checkbox is named after the row.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Civil Engineer 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Quantity Surveyor 3' }));
    await expect(selectPage).toBePartiallyChecked();
    const bar = canvas.getByRole('group', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 selected');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Close 2 jobs' }));
    await expect(closeJobs).toHaveBeenCalledWith([1, 3]);
    // The page checkbox selects the rest of the page, then none.
    await userEvent.click(selectPage);
    await expect(selectPage).toBeChecked();
    await expect(bar).toHaveTextContent('10 selected');
    await userEvent.click(selectPage);
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    // Selection belongs to the page: going to the next one clears it.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Kỹ sư phần mềm 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 57')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
  },
};

export const KeyboardSelection: Story = {
  render: () => <ServerDrivenTable bulkActions={bulkActions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectPage = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.tab();
    await expect(selectPage).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectPage).toBeChecked();
    // Next in order: the two sortable headers, then the rows' checkboxes.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Select Civil Engineer 1' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).not.toBeChecked();
    await expect(selectPage).toBePartiallyChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('9 selected');
    // The bar sits above the table: Shift+Tab from the page checkbox reaches its buttons.
    selectPage.focus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
    await expect(selectPage).toHaveFocus();
    await expect(selectPage).not.toBeChecked();
  },
};

export const ColumnVisibility: Story = {
  render: () => <ServerDrivenTable showColumnMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Columns' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Show columns' });
    await userEvent.tab();
    await expect(within(panel).getByRole('checkbox', { name: 'Position' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('columnheader', { name: /Position/ })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    // A table keeps one column: the last one cannot be hidden.
    await expect(within(panel).getByRole('checkbox', { name: 'Vacancies' })).toBeDisabled();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(1);
    // Escape closes the panel and returns to its button.
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Show columns' })).toBeNull();
    // Showing a column again by pointer.
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Position' }));
    await expect(canvas.getByRole('columnheader', { name: /Position/ })).toBeVisible();
    // A click elsewhere closes it.
    await userEvent.click(canvas.getByRole('table'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ControlledColumnVisibility: Story = {
  args: { defaultColumnVisibility: { status: false }, showColumnMenu: true, onColumnVisibilityChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Status' }));
    await expect(args.onColumnVisibilityChange).toHaveBeenLastCalledWith({ status: true });
  },
};

export const StickyHeaderInScrollArea: Story = {
  render: () => <ServerDrivenTable maxHeight="240px" initialPage={{ skip: 0, limit: 25 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A scroll area with its own height is a named, focusable region, so keyboard users can scroll it.
    const region = canvas.getByRole('region', { name: 'Jobs' });
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = 400;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const header = canvas.getByRole('columnheader', { name: 'Status' });
    // Scrolled 400px down, the header is still at the top of the scroll area.
    await waitFor(() =>
      expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThan(2),
    );
  },
};

const longPage = makeRows(500);

export const LongPageVirtualised: Story = {
  render: () => (
    <ServerDrivenTable
      data={longPage}
      initialPage={{ skip: 0, limit: 500 }}
      pageSizeOptions={[100, 500]}
      maxHeight="400px"
      selectable
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Jobs' });
    // 500 rows on the page, a few dozen in the DOM; the table still says how many there are.
    await expect(table).toHaveAttribute('aria-rowcount', '501');
    const rendered = within(table).getAllByRole('row');
    await expect(rendered.length).toBeGreaterThan(5);
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    const region = canvas.getByRole('region', { name: 'Jobs' });
    region.scrollTop = region.scrollHeight;
    const last = await within(table).findByRole('cell', { name: 'Site Supervisor 500' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '501');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    // Selecting the whole page still means all 500, rendered or not.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('500 selected');
  },
};

export const PageNumbers: Story = {
  render: () => <ServerDrivenTable showPageNumbers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('21–30 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MobileCards: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <ServerDrivenTable bulkActions={bulkActions} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Below the mobile breakpoint each row is a card, each value under its column's name.
    const list = await canvas.findByRole('list', { name: 'Jobs' });
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    await expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Position', 'Status', 'Vacancies']);
    await expect(within(cards[0]!).getAllByRole('definition')[0]).toHaveTextContent('Civil Engineer 1');
    // Sorting is a choice above the cards.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Vacancies, descending');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Vacancies5');
    // Selection works the same as in the table.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Site Supervisor 10' }));
    await expect(canvas.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  },
};

export const CardsKeyboardOnly: Story = {
  render: () => <ServerDrivenTable layout="cards" selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus();
    await userEvent.tab();
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveFocus();
    await userEvent.selectOptions(sortBy, 'Position, ascending');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Civil Engineer 1');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select Civil Engineer 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
  },
};

/**
 * A parent that builds its columns anew on every render, as screens often do: each press of a row's
 * button, or of a header, renders it again with a new columns array.
 */
function InlineColumnsTable({ layout }: { layout: 'table' | 'cards' }) {
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const inlineColumns: DataTableColumn<JobRow>[] = [
    ...columns,
    {
      id: 'pick',
      header: 'Shortlist',
      cell: (row) => (
        <Button size="sm" onClick={() => setPicks((p) => ({ ...p, [row.id]: (p[row.id] ?? 0) + 1 }))}>
          Shortlist {row.position} ({picks[row.id] ?? 0})
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Jobs"
      layout={layout}
      columns={inlineColumns}
      rows={allRows.slice(0, 3)}
      getRowId={(row) => String(row.id)}
      total={3}
      page={{ skip: 0, limit: 10 }}
      onPageChange={() => undefined}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

export const InlineColumnsKeepFocus: Story = {
  render: () => <InlineColumnsTable layout="table" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The same button, still focused, after each re-render with new columns: nothing is remounted.
    const button = canvas.getByRole('button', { name: 'Shortlist Civil Engineer 1 (0)' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Shortlist Civil Engineer 1 (1)');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAccessibleName('Shortlist Civil Engineer 1 (2)');
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist Quantity Surveyor 3 (0)' }));
    await expect(canvas.getByRole('button', { name: 'Shortlist Quantity Surveyor 3 (1)' })).toHaveFocus();
    // A header's sort button keeps its focus too.
    const sortButton = canvas.getByRole('button', { name: 'Position' });
    sortButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(sortButton.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(sortButton).toHaveFocus();
  },
};

export const InlineColumnsKeepFocusInCards: Story = {
  render: () => <InlineColumnsTable layout="cards" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Shortlist Kỹ sư phần mềm 2 (0)' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('Shortlist Kỹ sư phần mềm 2 (1)');
    await expect(button).toHaveFocus();
  },
};

export const CardsLoadError: Story = {
  args: { layout: 'cards', rows: [], status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rows could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  render: () => <ServerDrivenTable bulkActions={bulkActions} showColumnMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chọn tất cả các dòng trên trang này' }));
    await expect(canvas.getByRole('group', { name: 'Thao tác hàng loạt' })).toHaveTextContent('Đã chọn 10');
    await expect(canvas.getByRole('checkbox', { name: 'Chọn Civil Engineer 1' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Bỏ chọn' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cột' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
    await expect(canvas.getByText('1–10 trên 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
  },
};
