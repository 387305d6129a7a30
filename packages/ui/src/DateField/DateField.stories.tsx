import { formatDate, validatePeriod } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    mode: 'date',
    hint: 'Used to compute the age shown to employers',
    defaultValue: '1990-05-17',
    min: '1925-01-01',
    max: '2010-12-31',
    required: false,
    disabled: false,
  },
};

export const TypeADateWithKeyboard: Story = {
  args: { min: '1925-01-01', max: '2010-12-31', autoComplete: 'bday' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1990-05-17');
    await expect(input).toHaveValue('1990-05-17');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-05-17');
    await expect(input).toHaveAttribute('min', '1925-01-01');
  },
};

export const MonthAndYear: Story = {
  args: { label: 'Period from', mode: 'month', defaultValue: '2019-03', max: '2026-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Period from' });
    await expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    await expect(within(group).getByRole('combobox', { name: 'Year' })).toHaveValue('2019');
  },
};

export const ChooseMonthAndYear: Story = {
  args: { label: 'Period to', mode: 'month', min: '2015-01', max: '2026-12', name: 'periodTo' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.selectOptions(month, 'June');
    // Half a value is not a value yet.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2024');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2024-06');
    await expect(canvasElement.querySelector('input[type="hidden"][name="periodTo"]')).toHaveValue('2024-06');
    await userEvent.selectOptions(month, '');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const MonthsOutsideTheRange: Story = {
  args: { label: 'Period to', mode: 'month', min: '2019-03', max: '2026-12', defaultValue: '2020-01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2019');
    // January 2019 is before the minimum: the month moves to the first allowed one.
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2019-03');
    await expect(within(month).getByRole('option', { name: 'February' })).toBeDisabled();
    await expect(within(month).getByRole('option', { name: 'March' })).toBeEnabled();
  },
};

/** A work experience period checked with the domain's rule: from must precede to. */
function WorkPeriod() {
  const [from, setFrom] = useState('2021-06');
  const [to, setTo] = useState('2020-01');
  const issues = validatePeriod(from, to);
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <DateField
        label="Period from"
        mode="month"
        max="2026-12"
        value={from}
        onValueChange={setFrom}
        issue={issues.find((i) => i.field === 'periodFrom')}
      />
      <DateField
        label="Period to"
        mode="month"
        max="2026-12"
        value={to}
        onValueChange={setTo}
        issue={issues.find((i) => i.field === 'periodTo')}
      />
      <p style={{ flexBasis: '100%' }}>
        {formatDate(from) ?? '—'} to {formatDate(to) ?? '—'}
      </p>
    </div>
  );
}

export const WithDomainIssue: Story = {
  render: () => <WorkPeriod />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByRole('group', { name: 'Period to' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Period from must be before period to');
    const toYear = within(to).getByRole('combobox', { name: 'Year' });
    await expect(toYear).toHaveAttribute('aria-invalid', 'true');
    await expect(toYear).toHaveAccessibleDescription('Period from must be before period to');
    await userEvent.selectOptions(toYear, '2023');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Jun 2021 to Jan 2023')).toBeVisible();
  },
};

function Controlled() {
  const [value, setValue] = useState('2026-02-01');
  return (
    <>
      <DateField label="Start date" value={value} onValueChange={setValue} />
      <p>Value: {value || 'empty'}</p>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByLabelText('Start date')).toHaveValue('');
    await expect(canvas.getByText('Value: empty')).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'Period from', mode: 'month', required: true, max: '2026-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toBeRequired();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Từ tháng', mode: 'month', defaultValue: '2024-03', max: '2026-12' },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Tháng' })).toHaveDisplayValue(/3/);
    await expect(canvas.getByRole('combobox', { name: 'Năm' })).toHaveValue('2024');
  },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateField {...args} defaultValue="1990-05-17" />
      <DateField {...args} label="Period from" mode="month" defaultValue="2019-03" max="2026-12" />
    </div>
  ),
  globals: { theme: 'dark' },
};
