import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { hint: 'We send the invitation to this address', required: true, placeholder: 'name@company.com' },
};

export const WithError: Story = {
  args: { error: 'Email is not valid', defaultValue: 'mei@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is not valid');
  },
};

export const TypeWithKeyboard: Story = {
  args: { hint: 'Work email' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('mei.ling@lotus-demo.sg');
    await expect(input).toHaveValue('mei.ling@lotus-demo.sg');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Work email');
  },
};

export const Required: Story = {
  args: { label: 'First name', type: 'text', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /First name/ })).toBeRequired();
  },
};
