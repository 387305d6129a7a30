import { validatePassword } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onValueChange: fn(), onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'At least 8 characters',
    autoComplete: 'new-password',
    defaultVisible: false,
    required: true,
    disabled: false,
  },
};

export const ShowAndHideWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A password input has no role; it is found by its label.
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Lotus@2026');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Lotus@2026');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(canvas.getByText('Your password is visible')).toBeInTheDocument();
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await expect(canvas.getByText('Your password is hidden')).toBeInTheDocument();
  },
};

export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters');
  },
};

function ValidatedPassword() {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const [found] = checked ? validatePassword(value) : [];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
    >
      <PasswordField label="Password" required value={value} onValueChange={setValue} issue={found} />
      <button type="submit">Save</button>
    </form>
  );
}

export const WithDomainIssue: Story = {
  render: () => <ValidatedPassword />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The label's text holds the required mark, which is hidden from its accessible name.
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toBeRequired();
    await userEvent.type(input, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const StartsVisible: Story = {
  args: { defaultVisible: true, defaultValue: 'Lotus@2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Lotus@2026');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret-value' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Mật khẩu' },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(canvas.getByRole('button', { name: 'Ẩn mật khẩu' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { hint: 'At least 8 characters', defaultValue: 'Lotus@2026' },
  globals: { theme: 'dark' },
};
