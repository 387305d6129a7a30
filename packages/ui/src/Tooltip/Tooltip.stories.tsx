import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from '.';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Downloads the current list as a spreadsheet',
    children: <Button>Export</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true, placement: 'bottom', delay: 300 } };

export const ShowsOnHover: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Export' });
    await expect(button).toHaveAccessibleDescription('Downloads the current list as a spreadsheet');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Downloads the current list');
    // Hoverable: the pointer can move onto the tooltip without losing it.
    await userEvent.hover(canvas.getByRole('tooltip'));
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('tooltip'));
    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardOnly: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    // Focus shows it at once.
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};
