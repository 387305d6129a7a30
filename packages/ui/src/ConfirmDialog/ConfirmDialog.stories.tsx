import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '.';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Close this job?',
    message: 'Candidates can no longer apply. You can reopen it later.',
    confirmLabel: 'Close job',
    trigger: <Button>Close job</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: true, variant: 'default', cancelLabel: 'Keep it open' },
};

export const ConfirmWithMouse: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close job' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Close this job?' });
    await expect(dialog).toHaveAccessibleDescription('Candidates can no longer apply. You can reopen it later.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Close job' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog');
    // Focus starts on the safe action, so Enter by habit only cancels.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Again, this time confirming.
    await userEvent.keyboard(' ');
    const again = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Close job' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(again).not.toBeVisible());
  },
};

export const EscapeCancels: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close job' }));
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
