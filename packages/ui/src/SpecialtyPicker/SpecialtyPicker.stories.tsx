import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpecialtyPicker } from './SpecialtyPicker';

/** Specialties as the master data serves them (ids and names; the names here are already translated). */
const specialties = [
  { value: 1, label: 'Civil Engineering' },
  { value: 2, label: 'Software Engineering' },
  { value: 3, label: 'Quantity Surveying' },
  { value: 4, label: 'Human Resources' },
  { value: 5, label: 'Mechanical & Electrical' },
  { value: 6, label: 'Kế toán' },
  { value: 7, label: 'Xây dựng dân dụng' },
];

const meta = {
  title: 'Forms/SpecialtyPicker',
  component: SpecialtyPicker,
  args: { options: specialties, onValueChange: fn() },
} satisfies Meta<typeof SpecialtyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { required: true, disabled: false, placeholder: 'Search specialties', showSelectionActions: true },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Specialties' });
    await expect(combobox).toHaveAccessibleDescription('Choose up to 3');
    // Select All is off: specialties have a max.
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 2, 3]);
    // The third choice reaches the max: the domain's message is announced and the rest are disabled.
    await expect(canvas.getByRole('status')).toHaveTextContent('You can select up to 3 specialties');
    await expect(canvas.getByRole('option', { name: 'Human Resources' })).toHaveAttribute('aria-disabled', 'true');
    // Arrow keys skip the disabled options, so Enter can only untick.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([2, 3]);
    await userEvent.keyboard('{Escape}{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([2]);
  },
};

export const MoreThanThree: Story = {
  args: { defaultValue: [1, 2, 3, 4] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A record saved with four shows the first three and the domain's validation message.
    const chips = within(canvas.getByRole('list', { name: 'Selected' })).getAllByRole('listitem');
    await expect(chips).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can select up to 3 specialties');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Quantity Surveying' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([1, 2]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { defaultValue: [6, 7, 1, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Chuyên ngành' });
    await expect(combobox).toHaveAccessibleDescription(/Chọn tối đa 3/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bạn chỉ được chọn tối đa 3 chuyên ngành');
    await expect(canvas.getByRole('button', { name: 'Chọn tất cả' })).toBeDisabled();
  },
};
