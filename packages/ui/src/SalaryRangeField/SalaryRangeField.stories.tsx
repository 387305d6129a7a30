import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SalaryRangeField } from './SalaryRangeField';

const meta = {
  title: 'Domain/SalaryRangeField',
  component: SalaryRangeField,
  args: { onValueChange: fn(), onIssuesChange: fn() },
} satisfies Meta<typeof SalaryRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'Offered salary',
    hint: 'Shown to candidates as a range',
    currencies: ['SGD', 'USD', 'VND'],
    defaultValue: { min: '4500', max: '6000', currency: 'SGD', period: 3 },
    showAllErrors: false,
    disabled: false,
  },
};

/** Typing and Tab only: each issue appears at its own field once that field has been used. */
export const FillInWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Min salary' });
    const max = canvas.getByRole('textbox', { name: 'Max salary' });
    const period = canvas.getByRole('combobox', { name: 'Frequency' });

    await userEvent.tab();
    await expect(min).toHaveFocus();
    await userEvent.keyboard('5000');
    await userEvent.tab();
    await expect(max).toHaveFocus();
    await userEvent.keyboard('4000');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('Max salary must be greater than min salary');
    await expect(min).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveFocus();
    await userEvent.tab();
    await expect(period).toHaveFocus();
    await expect(period).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(period).toHaveAccessibleDescription('Please select a frequency');

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(max).toHaveFocus();
    await userEvent.keyboard('{Backspace>4/}8000');
    await expect(max).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      min: '5000',
      max: '8000',
      currency: 'USD',
      period: null,
    });
    await expect(args.onIssuesChange).toHaveBeenLastCalledWith([
      { field: 'period', code: 'domain.validation.salary.frequencyRequired', params: {} },
    ]);
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { showAllErrors: true, defaultValue: { min: '15000000', max: '', currency: 'USD', period: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Khoảng lương' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tần suất' })).toHaveDisplayValue('Mỗi tháng');
    await expect(canvas.getByRole('textbox', { name: 'Lương tối đa' })).toHaveAttribute('aria-invalid', 'true');
  },
};
