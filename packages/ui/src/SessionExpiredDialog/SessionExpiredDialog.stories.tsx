import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionExpiredDialog } from '.';

const meta = {
  title: 'Feedback/SessionExpiredDialog',
  component: SessionExpiredDialog,
  args: { defaultOpen: true, onLogin: fn(), onOpenChange: fn() },
} satisfies Meta<typeof SessionExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Session Expired' });
    await expect(dialog).toHaveAccessibleDescription('Your session has expired, please log in again.');
  },
};

export const Playground: Story = { args: { defaultOpen: false, open: true } };

export const GoesToLogin: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    const login = within(dialog).getByRole('button', { name: 'Log in again' });
    await waitFor(() => expect(login).toHaveFocus());
    // Blocking: Escape and Tab keep the user in the dialog.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(dialog).toBeVisible();
    await expect(login).toHaveFocus();
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Phiên đăng nhập đã hết hạn' });
    await expect(within(dialog).getByRole('button', { name: 'Đăng nhập lại' })).toBeVisible();
  },
};
