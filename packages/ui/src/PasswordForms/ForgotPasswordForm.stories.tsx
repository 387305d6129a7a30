import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** A failure as @arms/api-client's ApiError carries it: a catalogue message and no field details. */
const notFound = {
  details: [],
  localizedMessage: (lang: 'en' | 'vn') =>
    lang === 'vn' ? 'Không tìm thấy người dùng hoặc chưa kích hoạt' : 'User not found or not active',
};

const meta = {
  title: 'Forms/PasswordForms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  // useArmsForm's success toast needs a ToastProvider, as in the apps.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { onSubmit: fn(async () => {}), 'aria-label': 'Forgot your password?' },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An address is required before any call. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/required/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address is submitted trimmed. */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), ' arms@arms-demo.org ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'arms@arms-demo.org' }));
  },
};

/** No active account has the address: the server's message, and the address stays. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(notFound)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'nobody@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('User not found or not active'));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody@example.org');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gửi đường dẫn' })).toBeVisible();
  },
};
