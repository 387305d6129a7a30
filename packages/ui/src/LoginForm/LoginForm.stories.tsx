import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Forms/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(async () => {}), 'aria-label': 'Recruiter login' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { allowRemember: false, error: 'Wrong email address or password' } };

export const SubmitWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.keyboard('admin@lotus-demo.sg');
    await userEvent.tab();
    await userEvent.keyboard('Lotus@2026');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'admin@lotus-demo.sg',
        password: 'Lotus@2026',
        remember: true,
      }),
    );
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your email and password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function WithServerError() {
  const [error, setError] = useState<string>();
  return (
    <LoginForm
      error={error}
      onSubmit={async () => {
        setError('Wrong email address or password');
        throw new Error('WRONG_EMAIL_PASSWORD');
      }}
    />
  );
}

export const ServerError: Story = {
  render: () => <WithServerError />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'x@y.co');
    await userEvent.type(canvas.getByLabelText(/Password/), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong email address or password');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  },
};
