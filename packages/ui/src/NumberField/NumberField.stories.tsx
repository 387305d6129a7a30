import { issue, translate } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Vacancies', onValueChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'How many people you hire for this job',
    min: 1,
    max: 99,
    step: 1,
    defaultValue: 1,
    align: 'start',
    disabled: false,
    readOnly: false,
    required: false,
  },
};

export const StepWithArrowKeys: Story = {
  args: { min: 1, max: 10, defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacancies' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
    await expect(input).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('10');
  },
};

export const RejectsNonNumericInput: Story = {
  args: { label: 'Min salary', min: 0, step: 100, fractionDigits: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Min salary' });
    await userEvent.click(input);
    await userEvent.keyboard('3a');
    // A refused keystroke is announced politely, and forgotten at the next accepted one.
    await expect(canvas.getByText('Only numbers are allowed')).toBeInTheDocument();
    await userEvent.keyboard('5-0e0,.5x5');
    // Letters, the minus sign (min is 0), separators and a third decimal are refused.
    await expect(input).toHaveValue('3500.55');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3500.55);
    await expect(canvas.queryByText('Only numbers are allowed')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3600.55');
  },
};

export const ClampsOnBlur: Story = {
  args: { label: 'Age', min: 18, max: 99 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Age' });
    await userEvent.tab();
    await userEvent.keyboard('150');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150);
    await userEvent.tab();
    await expect(input).toHaveValue('99');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(99);
  },
};

export const EmptyIsNull: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacancies' });
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).not.toHaveAttribute('aria-valuenow');
  },
};

export const Decimals: Story = {
  args: { label: 'Hourly rate', min: 0, step: 0.5, defaultValue: 12.5, align: 'end' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Hourly rate' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('13');
  },
};

export const NegativeRange: Story = {
  args: { label: 'Time zone offset', min: -12, max: 14 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Time zone offset' });
    await userEvent.click(input);
    await userEvent.keyboard('-5');
    await expect(input).toHaveValue('-5');
  },
};

export const WithDomainIssue: Story = {
  args: {
    label: 'Max salary',
    required: true,
    defaultValue: 2000,
    issue: issue('maxSalary', 'domain.validation.salary.maxNotGreater'),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Max salary' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Max salary must be greater than min salary');
  },
};

function Controlled() {
  const [value, setValue] = useState<number | null>(5);
  return (
    <>
      <NumberField label="Years of experience" min={0} max={40} value={value} onValueChange={setValue} />
      <p>Value: {value === null ? 'empty' : value}</p>
      <button type="button" onClick={() => setValue(null)}>
        Reset
      </button>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Years of experience' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Value: 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(input).toHaveValue('');
    await expect(canvas.getByText('Value: empty')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Lương tối thiểu', min: 0 },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Lương tối thiểu' }));
    await userEvent.keyboard('x');
    await expect(canvas.getByText(translate('domain.validation.salary.numbersOnly', 'vn'))).toBeInTheDocument();
  },
};
