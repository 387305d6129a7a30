import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '../Toast';
import { ChangePasswordForm } from './ChangePasswordForm';

/** A failure as @arms/api-client's ApiError carries it: a catalogue message and no field details. */
const wrongCurrent = {
  details: [],
  localizedMessage: (lang: 'en' | 'vn') =>
    lang === 'vn' ? 'Mật khẩu hiện tại không đúng' : 'The current password is not correct',
};

const meta = {
  title: 'Forms/PasswordForms/ChangePasswordForm',
  component: ChangePasswordForm,
  // useArmsForm's success toast needs a ToastProvider, as in the apps.
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { onSubmit: fn(async () => {}), successMessage: 'Your password is changed.', 'aria-label': 'Reset password' },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const fill = async (canvas: ReturnType<typeof within>, current: string, next: string, confirm = next) => {
  await userEvent.type(canvas.getByLabelText(/Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** A good change: the values are submitted and the fields emptied. */
export const Changed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Arms@2026', 'Arms@2027!x');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'Arms@2026',
        newPassword: 'Arms@2027!x',
        confirmPassword: 'Arms@2027!x',
      }),
    );
    await waitFor(() => expect(canvas.getByLabelText(/Current password/)).toHaveValue(''));
  },
};

/** The rules first: the passwords must match and the new one must differ from the current one. */
export const Rules: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Arms@2026', 'Arms@2026', 'Other@2026');
    await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/.+/));
    await expect(canvas.getByLabelText(/Confirm new password/)).toHaveAccessibleDescription(/.+/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message is shown and nothing typed is lost. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(wrongCurrent)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Wrong@2026', 'Arms@2027!x');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The current password is not correct'));
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Arms@2027!x');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Đổi mật khẩu' })).toBeVisible();
    await expect(canvas.getByLabelText(/Mật khẩu hiện tại/)).toBeVisible();
  },
};
