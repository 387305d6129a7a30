import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { NewPasswordForm } from './NewPasswordForm';

/** A failure as @arms/api-client's ApiError carries it: a catalogue message and no field details. */
const usedLink = {
  details: [],
  localizedMessage: (lang: 'en' | 'vn') =>
    lang === 'vn' ? 'Đường dẫn đã được sử dụng' : 'The link has already been used',
};

const meta = {
  title: 'Forms/PasswordForms/NewPasswordForm',
  component: NewPasswordForm,
  // useArmsForm's success toast needs a ToastProvider, as in the apps.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { onSubmit: fn(async () => {}), email: 'arms@arms-demo.org', 'aria-label': 'Create a new password' },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While the link is checked the account is unknown and saving waits. */
export const Checking: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking your link…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save the password' })).toBeDisabled();
  },
};

/** A new password, confirmed: submitted as typed. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('For the account arms@arms-demo.org.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Arms@2027!x');
    await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), 'Arms@2027!x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Arms@2027!x', confirmPassword: 'Arms@2027!x' }),
    );
  },
};

/** The rules first: the confirmation must match. */
export const Rules: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Arms@2027!x');
    await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), 'Other@2027!x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Confirm the new password/)).toHaveAccessibleDescription(/.+/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message is shown and nothing typed is lost. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(usedLink)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Arms@2027!x');
    await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), 'Arms@2027!x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The link has already been used'));
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Arms@2027!x');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lưu mật khẩu' })).toBeVisible();
    await expect(canvas.getByText('Cho tài khoản arms@arms-demo.org.')).toBeVisible();
  },
};
