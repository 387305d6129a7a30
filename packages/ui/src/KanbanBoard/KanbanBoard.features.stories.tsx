import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Flag } from '../Flag';
import { KanbanBoard } from '.';
import { StatefulBoard, storyCards, storyColumns, storyMoves } from './storyData';

const meta = {
  title: 'Data/KanbanBoard/Features',
  component: KanbanBoard,
  args: {
    label: 'Pipeline',
    columns: storyColumns,
    cards: storyCards,
    canDrop: (card, to) => storyMoves[card.columnId]?.includes(to) ?? false,
    onMove: fn(),
  },
  render: (args) => <StatefulBoard {...args} />,
} satisfies Meta<typeof KanbanBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns without cards are thin strips, still named with their count. */
export const CollapsedEmptyColumns: Story = {
  play: async ({ canvasElement }) => {
    const hired = canvasElement.querySelector<HTMLElement>("[data-column='hired']")!;
    await expect(hired).toHaveAttribute('data-collapsed', 'true');
    await expect(within(canvasElement).getByRole('region', { name: 'Hired: 0' })).toBeVisible();
  },
};

export const EmptyColumnsShown: Story = { args: { collapseEmpty: false } };

export const WithBadges: Story = {
  args: {
    cards: storyCards.map((card, i) => ({
      ...card,
      badges: i % 2 === 0 ? <Flag flag="red" size="sm" /> : <Flag flag="blue" size="sm" />,
    })),
  },
};

export const ManyCards: Story = {
  args: {
    cards: Array.from({ length: 24 }, (_, i) => ({
      id: String(i + 1),
      columnId: storyColumns[i % 4]!.id,
      title: `Candidate ${i + 1}`,
      subtitle: 'Structural Engineer',
      meta: `${i} days`,
    })),
  },
};

/** While a move is saved, nothing can be dragged or moved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Move Nguyen Van An to…' })).toBeDisabled();
  },
};

/** A card with nowhere to go says so in its menu. */
export const NoMovesLeft: Story = {
  args: { cards: [{ id: '9', columnId: 'hired', title: 'Le Thi Hoa', subtitle: 'Architect', meta: '40 days' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Le Thi Hoa to…' }));
    await expect(await canvas.findByText('No move is allowed from Hired.')).toBeVisible();
  },
};
