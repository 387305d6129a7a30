import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '.';

const meta = {
  title: 'Overlays/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Delete this resume?',
    message: 'The resume and its nominations are removed for good.',
    confirmLabel: 'Delete resume',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  args: { variant: 'danger' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete this resume?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete resume' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const BusyWhileConfirming: Story = {
  args: { variant: 'danger', onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Delete resume/ });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not abandon an action in flight.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const StaysOpenOnFailure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('RESUME_NOT_EXISTED'))) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete resume' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete resume' })).toBeEnabled());
    await expect(dialog).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    title: 'Xoá hồ sơ này?',
    message: 'Hồ sơ và các đề cử của nó sẽ bị xoá vĩnh viễn.',
    confirmLabel: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Xoá hồ sơ này?' });
    await expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeVisible();
  },
};
