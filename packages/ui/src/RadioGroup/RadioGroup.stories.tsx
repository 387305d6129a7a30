import { interviewModes, issue, salaryPeriods, translate } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

// Domain vocabularies with their labels; an app translates them with its `t`.
const periodOptions = salaryPeriods.items.map((item) => ({ value: item.id, label: translate(item.labelKey) }));

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Salary period', options: periodOptions, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'How the amount is counted',
    defaultValue: 3,
    orientation: 'vertical',
    required: false,
    disabled: false,
  },
};

export const ChooseWithKeyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Salary period' })).toBeVisible();
    // Tab enters the group at the chosen radio; the group is one tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Per month' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const perAnnum = canvas.getByRole('radio', { name: 'Per annum' });
    await expect(perAnnum).toHaveFocus();
    await expect(perAnnum).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Per day' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await expect(document.activeElement?.closest('[role="radiogroup"]')).toBeNull();
  },
};

export const NothingChosenYet: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Per hour' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Per hour' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Per hour' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Interview mode',
    orientation: 'horizontal',
    defaultValue: 1,
    options: interviewModes.items.map((item) => ({ value: item.id, label: translate(item.labelKey) })),
  },
};

export const WithHintsAndDisabledOption: Story = {
  args: {
    label: 'Resume format',
    defaultValue: 'original',
    options: [
      { value: 'original', label: 'Original', hint: 'The file the candidate uploaded' },
      { value: 'branded', label: 'Formatted (branded)', hint: 'Needs a company logo', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Original' })).toHaveAccessibleDescription(
      'The file the candidate uploaded',
    );
    await expect(canvas.getByRole('radio', { name: 'Formatted (branded)' })).toBeDisabled();
  },
};

export const WithDomainIssue: Story = {
  args: {
    required: true,
    issue: issue('salaryFrequency', 'domain.validation.salary.frequencyRequired'),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Salary period' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Please select a frequency');
  },
};

function Controlled() {
  const [period, setPeriod] = useState<number | null>(null);
  return (
    <>
      <RadioGroup label="Salary period" options={periodOptions} value={period} onValueChange={setPeriod} />
      <p>Chosen id: {period ?? 'none'}</p>
      <button type="button" onClick={() => setPeriod(null)}>
        Clear
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Per annum' }));
    await expect(canvas.getByText('Chosen id: 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('radio', { name: 'Per annum' })).not.toBeChecked();
  },
};

export const Vietnamese: Story = {
  args: {
    label: 'Kỳ trả lương',
    defaultValue: 3,
    options: salaryPeriods.items.map((item) => ({ value: item.id, label: translate(item.labelKey, 'vn') })),
  },
  globals: { lang: 'vn' },
};

export const DarkTheme: Story = {
  args: { defaultValue: 2, hint: 'How the amount is counted' },
  globals: { theme: 'dark' },
};
