import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServerDownDialog } from '.';

const later = <T,>(value: T, ms = 200) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const meta = {
  title: 'Feedback/ServerDownDialog',
  component: ServerDownDialog,
  args: {
    defaultOpen: true,
    onRetry: fn(() => later(true)),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ServerDownDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { onRetry: fn(() => later(false)) } };

export const RetrySucceeds: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'The server is not responding' });
    await expect(dialog).toHaveAccessibleDescription(/scheduled maintenance/);
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    await expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const RetryFails: Story = {
  args: { onRetry: fn(() => later(false)) },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('The server is still not responding');
    await expect(tryAgain).not.toHaveAttribute('aria-busy');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const RetryThrows: Story = {
  args: { onRetry: fn(() => Promise.reject(new Error('Network Error'))) },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/still not responding/));
    await expect(dialog).toBeVisible();
  },
};

// The server answers on the second try.
const secondTryWorks = fn((): Promise<boolean> => later(secondTryWorks.mock.calls.length > 1));

export const KeyboardOnly: Story = {
  args: { onRetry: secondTryWorks },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    // Blocking: Escape does nothing and Tab stays on the only action.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.tab();
    await expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/still not responding/));
    await expect(tryAgain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const OneAtATime: Story = {
  render: (args) => (
    <>
      <ServerDownDialog {...args} />
      <ServerDownDialog {...args} />
      <ServerDownDialog {...args} />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('alertdialog');
    // Three calls failed at once: one dialog shows.
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Try again' }));
    // When it closes the next waiting one shows, still one at a time. The story ends on that next one
    // (not while the first is still closing), so what the visual comparison sees has settled.
    await waitFor(() => expect(first).not.toBeVisible());
    await waitFor(() => {
      const shown = canvas.getAllByRole('alertdialog');
      expect(shown).toHaveLength(1);
      expect(shown[0]).not.toBe(first);
    });
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Máy chủ không phản hồi' });
    await expect(within(dialog).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};
