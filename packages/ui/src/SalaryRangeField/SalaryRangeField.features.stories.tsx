import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SalaryRangeField, type SalaryRangeValue } from './SalaryRangeField';

const meta = {
  title: 'Domain/SalaryRangeField/Features',
  component: SalaryRangeField,
  args: { onValueChange: fn(), onIssuesChange: fn() },
} satisfies Meta<typeof SalaryRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5, "only numbers allowed": the domain rule, not a keystroke filter, says so. */
export const NumbersOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Min salary' });
    await userEvent.type(min, '5k');
    await expect(min).toHaveAccessibleDescription('Only numbers are allowed');
    await userEvent.clear(min);
    await userEvent.type(min, '5000.50');
    await expect(min).not.toHaveAttribute('aria-invalid');
    await expect(min).toHaveAttribute('inputmode', 'decimal');
  },
};

/** After a submit attempt every issue shows, touched or not. */
export const ShowAllErrors: Story = {
  args: { showAllErrors: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Min salary' })).toHaveAccessibleDescription(
      'Min salary is required',
    );
    await expect(canvas.getByRole('textbox', { name: 'Max salary' })).toHaveAccessibleDescription(
      'Max salary is required',
    );
    await expect(canvas.getByRole('combobox', { name: 'Frequency' })).toHaveAccessibleDescription(
      'Please select a frequency',
    );
    await expect(args.onIssuesChange).toHaveBeenCalledWith([
      { field: 'min', code: 'domain.validation.salary.minRequired', params: {} },
      { field: 'max', code: 'domain.validation.salary.maxRequired', params: {} },
      { field: 'period', code: 'domain.validation.salary.frequencyRequired', params: {} },
    ]);
  },
};

/** Currency and frequency come from the domain (moneyCurrencies, salaryPeriods with their labels). */
export const CurrencyAndFrequency: Story = {
  args: { defaultValue: { min: '3000', max: '4500', currency: 'USD', period: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole('combobox', { name: 'Currency' });
    const period = canvas.getByRole('combobox', { name: 'Frequency' });
    await expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD', 'SGD']);
    await expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select frequency', 'Per hour', 'Per day', 'Per month', 'Per annum']);
    await userEvent.selectOptions(currency, 'SGD');
    await userEvent.selectOptions(period, 'Per month');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ min: '3000', max: '4500', currency: 'SGD', period: 3 });
    await expect(args.onIssuesChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('group', { name: 'Salary range' })).toHaveAttribute('data-state', 'valid');
  },
};

/** A currency list of the caller's; an empty currency with an amount breaks "required together". */
export const OwnCurrencies: Story = {
  args: {
    currencies: ['VND', 'SGD', 'USD'],
    showAllErrors: true,
    defaultValue: { min: '15000000', max: '25000000', currency: '', period: 3 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveAccessibleDescription('Salary amount, currency and frequency are required together');
    await userEvent.selectOptions(currency, 'VND');
    await expect(currency).not.toHaveAttribute('aria-invalid');
    await expect(within(currency).queryByRole('option', { name: 'Select currency' })).not.toBeInTheDocument();
  },
};

function ControlledRange(props: { onValueChange?: (value: SalaryRangeValue) => void }) {
  const [value, setValue] = useState<SalaryRangeValue>({ min: '2000', max: '3000', currency: 'SGD', period: 3 });
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SalaryRangeField
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output aria-label="Range">{JSON.stringify(value)}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledRange onValueChange={args.onValueChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max salary' }), '5');
    await expect(canvas.getByRole('status', { name: 'Range' })).toHaveTextContent(
      '{"min":"2000","max":"30005","currency":"SGD","period":3}',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { min: '4500', max: '6000', currency: 'SGD', period: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Min salary' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Frequency' })).toBeDisabled();
  },
};
