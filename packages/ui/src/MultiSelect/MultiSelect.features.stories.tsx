import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';
import { loadSkills, manyOptions, skills } from './storyData';

const meta = {
  title: 'Forms/MultiSelect/Features',
  component: MultiSelect,
  args: { label: 'Skills', options: skills, onValueChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointerToggleAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Skills' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'SQL' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Revit' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sql', 'revit']);
    // A second click unticks; the list stays open throughout.
    await userEvent.click(within(listbox).getByRole('option', { name: 'SQL' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['revit']);
    await expect(listbox).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: 'COBOL' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['revit']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Revit' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    // The pointer's remove button leaves focus in the search box.
    await expect(canvas.getByRole('combobox', { name: 'Skills' })).toHaveFocus();
    await expect(canvas.queryByRole('list', { name: 'Selected' })).toBeNull();
  },
};

export const SelectAllAndClear: Story = {
  args: { defaultValue: ['english'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    // Every enabled option, after the ones already chosen; the disabled one stays out.
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'english',
      'java',
      'ts',
      'communication',
      'sql',
      'pm',
      'autocad',
      'revit',
    ]);
    await expect(within(canvas.getByRole('list', { name: 'Selected' })).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Selection' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};

export const WithMax: Story = {
  args: { max: 3, hint: 'Up to 3' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // With a max, Select All is off (spec section 5).
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeDisabled();
    const combobox = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(combobox);
    const listbox = await canvas.findByRole('listbox');
    for (const name of ['Java', 'SQL', 'Revit']) await userEvent.click(within(listbox).getByRole('option', { name }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['java', 'sql', 'revit']);
    // Reaching the max is announced politely, and the options not chosen are disabled.
    await expect(canvas.getByRole('status')).toHaveTextContent('You have selected the maximum of 3');
    await expect(within(listbox).getByRole('option', { name: 'TypeScript' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'TypeScript' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    // A chosen option can still be unticked, which frees a place.
    await userEvent.click(within(listbox).getByRole('option', { name: 'SQL' }));
    await expect(within(listbox).getByRole('option', { name: 'TypeScript' })).toHaveAttribute('aria-disabled', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const TruncatedToMax: Story = {
  args: { max: 2, defaultValue: ['java', 'ts', 'sql', 'pm'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A longer value shows its first `max` values and the domain's message.
    const chips = canvas.getByRole('list', { name: 'Selected' });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can select up to 2 items');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    // The next change is reported truncated.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TypeScript' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['java']);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skills' }), 'zzz');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByText('Sorry, no matching options', { ignore: '[role=status]' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorry, no matching options');
  },
};

function ControlledMultiSelect() {
  const [value, setValue] = useState<string[]>(['ts']);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <MultiSelect label="Skills" options={skills} value={value} onValueChange={setValue} />
      <output aria-label="Chosen values">{value.join(',') || 'none'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledMultiSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Skills' }), 'sql{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status', { name: 'Chosen values' })).toHaveTextContent('ts,sql');
  },
};

export const InAForm: Story = {
  render: (args) => (
    <form aria-label="Job">
      <MultiSelect {...args} name="skills" defaultValue={['java', 'sql']} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Job' }) as HTMLFormElement;
    await expect(new FormData(form).getAll('skills')).toEqual(['java', 'sql']);
  },
};

export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: loadSkills, debounceMs: 100 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(combobox);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading options…');
    await userEvent.keyboard('rev');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}auto');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'AutoCAD' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['revit', 'autocad']);
    // Chips keep the labels of options the current answer no longer lists.
    const chips = canvas.getByRole('list', { name: 'Selected' });
    await expect(within(chips).getAllByRole('listitem')[0]).toHaveTextContent('Revit');
  },
};

export const TenThousandOptions: Story = {
  args: { label: 'Tags', options: manyOptions },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.click(combobox);
    const listbox = await canvas.findByRole('listbox', { name: 'Tags' });
    const rendered = within(listbox).getAllByRole('option');
    await expect(rendered.length).toBeGreaterThan(0);
    await expect(rendered.length).toBeLessThan(100);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.keyboard('{End}');
    await expect(await within(listbox).findByRole('option', { name: 'Candidate tag 10000' })).toBeVisible();
    // Filtering runs over all 10,000.
    await userEvent.keyboard('tag 7777');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([7777]);
    await expect(within(listbox).getByRole('option', { name: 'Candidate tag 7777' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { label: 'Kỹ năng', max: 1, defaultValue: ['java'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Chọn tất cả' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bỏ chọn tất cả' })).toBeEnabled();
    await expect(canvas.getByRole('list', { name: 'Đã chọn' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bỏ chọn Java' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Bạn đã chọn tối đa 1 mục');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Kỹ năng' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Rất tiếc, không có lựa chọn phù hợp');
  },
};
