import { issue, translate, validateSalaryRange } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField';

const inputStyle = {
  minHeight: 36,
  padding: '0 12px',
  border: '1px solid var(--arms-color-border-strong)',
  borderRadius: 6,
  background: 'var(--arms-color-surface)',
  color: 'var(--arms-color-text)',
  font: 'inherit',
};

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Salary currency',
    children: (
      <select style={inputStyle} defaultValue="SGD">
        <option value="SGD">SGD</option>
        <option value="USD">USD</option>
      </select>
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Salary currency' })).toHaveValue('SGD');
  },
};

export const Playground: Story = {
  args: {
    hint: 'The currency the candidate is paid in',
    required: true,
    hideLabel: false,
    kind: 'control',
  },
};

// The issue comes straight from the domain validator, as a form and the server produce it.
const [maxSalaryIssue] = validateSalaryRange({ min: '3000', max: '4k', frequency: 3 });

export const WithDomainIssue: Story = {
  args: {
    label: 'Max salary',
    hint: 'Per month, before tax',
    issue: maxSalaryIssue,
    children: <input style={inputStyle} defaultValue="4k" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Max salary' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Per month, before tax Only numbers are allowed');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only numbers are allowed');
  },
};

export const IssueWithParams: Story = {
  args: {
    label: 'New password',
    issue: issue('newPassword', 'domain.validation.password.tooShort', { min: 8 }),
    children: <input type="password" style={inputStyle} defaultValue="short" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
  },
};

export const ServerError: Story = {
  args: {
    label: 'Company email',
    error: 'This email address is already registered',
    children: <input type="email" style={inputStyle} defaultValue="hr@lotus-demo.sg" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This email address is already registered');
  },
};

export const Required: Story = {
  args: { label: 'Position', required: true, children: <input style={inputStyle} /> },
  play: async ({ canvasElement }) => {
    // The asterisk is for the eye; `required` tells assistive technology.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Position' })).toBeRequired();
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search resumes', hideLabel: true, children: <input type="search" style={inputStyle} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search resumes' })).toBeVisible();
  },
};

export const KeepsTheChildsOwnProps: Story = {
  args: {
    label: 'Vacancies',
    hint: 'How many people you hire',
    id: 'vacancies',
    children: <input style={inputStyle} aria-describedby="vacancies-note" />,
  },
  render: (args) => (
    <div>
      <FormField {...args} />
      <p id="vacancies-note">Counted per hiring entity</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Vacancies' });
    await expect(input).toHaveAttribute('id', 'vacancies');
    await expect(input).toHaveAccessibleDescription('Counted per hiring entity How many people you hire');
  },
};

export const RenderFunction: Story = {
  args: {
    label: 'Contact number',
    hint: 'Country code, then the number',
    children: (control) => (
      <div style={{ display: 'flex', gap: 8 }}>
        <span style={{ alignSelf: 'center' }}>+65</span>
        <input {...control} type="tel" style={inputStyle} />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Contact number' })).toHaveAccessibleDescription(
      'Country code, then the number',
    );
  },
};

export const Group: Story = {
  args: {
    label: 'Notify me by',
    kind: 'group',
    hint: 'Choose at least one',
    children: (
      <div role="group">
        <label>
          <input type="checkbox" defaultChecked /> Email
        </label>{' '}
        <label>
          <input type="checkbox" /> SMS
        </label>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Notify me by' });
    await expect(group).toHaveAccessibleDescription('Choose at least one');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
  },
};

/** Validates on blur with the domain rule, as a form would. */
function ValidatedOnBlur() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const found = touched ? validateSalaryRange({ min: value, max: '9000', frequency: 3 }) : [];
  const minIssue = found.find((i) => i.field === 'minSalary');
  return (
    <FormField label="Min salary" issue={minIssue}>
      <input
        style={inputStyle}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  );
}

export const ValidateWithKeyboard: Story = {
  render: () => <ValidatedOnBlur />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Min salary' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Min salary is required');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('3500');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Vietnamese: Story = {
  ...WithDomainIssue,
  args: { ...WithDomainIssue.args, label: 'Lương tối đa', hint: 'Mỗi tháng, trước thuế' },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const message = translate('domain.validation.salary.numbersOnly', 'vn');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Lương tối đa' })).toHaveAccessibleDescription(
      `Mỗi tháng, trước thuế ${message}`,
    );
  },
};
