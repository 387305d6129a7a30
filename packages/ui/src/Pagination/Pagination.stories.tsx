import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Keeps the page the way a screen would, reporting each change to the story's `onPageChange`. */
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
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: { skip: 0, limit: 10 }, total: 57, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { showPageNumbers: true, siblingCount: 1, pageSizeOptions: [10, 25, 50, 100], total: 480 },
};

export const KeyboardOnly: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.tab();
    const size = within(nav).getByRole('combobox', { name: 'Rows per page' });
    await expect(size).toHaveFocus();
    await userEvent.selectOptions(size, '25');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ skip: 0, limit: 25 });
    await expect(canvas.getByText('1–25 of 57')).toBeVisible();
    // Previous is disabled on the first page, so Tab goes straight to Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('51–57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ skip: 25, limit: 25 });
  },
};
