import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KanbanBoard } from '.';
import { StatefulBoard, storyCards, storyColumns, storyMoves } from './storyData';

const meta = {
  title: 'Data/KanbanBoard',
  component: KanbanBoard,
  args: {
    label: 'Pipeline of Senior Civil Engineer',
    columns: storyColumns,
    cards: storyCards,
    canDrop: (card, to) => storyMoves[card.columnId]?.includes(to) ?? false,
    onMove: fn(),
    onOpenCard: fn(),
  },
  render: (args) => <StatefulBoard {...args} />,
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { collapseEmpty: true, disabled: false },
};

const column = (canvas: HTMLElement, id: string) => canvas.querySelector<HTMLElement>(`[data-column='${id}']`)!;

export const KeyboardDrag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag Nguyen Van An' });
    handle.focus();
    await userEvent.keyboard(' ');
    // Picked up: only the columns it may go to are offered; Hired is refused.
    await waitFor(() => expect(column(canvasElement, 'screening')).toHaveAttribute('data-drop', 'allowed'));
    await expect(column(canvasElement, 'hired')).toHaveAttribute('data-drop', 'refused');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(column(canvasElement, 'interview')).toHaveAttribute('data-drop', 'over'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), 'interview'));
    await expect(within(column(canvasElement, 'interview')).getByText('Nguyen Van An')).toBeVisible();
  },
};

export const KeyboardCancel: Story = {
  play: async ({ args, canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Drag Priya Raman' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector("[data-state='dragging']")).toBeNull());
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(within(column(canvasElement, 'applied')).getByText('Priya Raman')).toBeVisible();
  },
};

export const MoveToMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Tan Wei Ming to…' }));
    const menu = await canvas.findByRole('dialog', { name: 'Move Tan Wei Ming to…' });
    // Only the allowed moves are offered.
    await expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Interview', 'Rejected']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Interview' }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: '3' }), 'interview');
    await expect(within(column(canvasElement, 'interview')).getByText('Tan Wei Ming')).toBeVisible();
  },
};

export const OpenCard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Siti Aminah' }));
    await expect(args.onOpenCard).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { label: 'Quy trình tuyển Kỹ sư xây dựng' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Quy trình tuyển Kỹ sư xây dựng' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kéo Nguyen Van An' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chuyển Nguyen Van An sang…' })).toBeVisible();
  },
};
