import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';
import { skills } from './storyData';

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Skills', options: skills, onValueChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'The skills the role needs',
    placeholder: 'Search skills',
    required: false,
    disabled: false,
    showSelectionActions: true,
    max: undefined,
    debounceMs: 300,
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();

    // Type to filter (accents optional), Enter to choose: the list stays open for the next pick.
    await userEvent.keyboard('ky{ArrowDown}{Enter}');
    const listbox = canvas.getByRole('listbox', { name: 'Skills' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Kỹ năng giao tiếp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['communication']);
    await expect(combobox).toHaveValue('ky');
    await userEvent.keyboard('{Backspace}{Backspace}java{ArrowDown}{Enter}{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    const chips = canvas.getByRole('list', { name: 'Selected' });
    const [first, second] = within(chips).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Kỹ năng giao tiếp');
    await expect(second).toHaveTextContent('Java');
    await expect(within(chips).getByRole('button', { name: 'Remove Java' })).toBeVisible();

    // Backspace in the empty box removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['communication']);
    // Left Arrow moves onto the chips; Delete removes the focused one and focus returns to the box.
    await userEvent.keyboard('{ArrowLeft}');
    const chip = within(chips).getByRole('listitem');
    await expect(chip).toHaveFocus();
    await expect(chip).toHaveAccessibleDescription('Press Delete or Backspace to remove');
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('list', { name: 'Selected' })).toBeNull();
    await expect(combobox).toHaveFocus();

    // The toggle button is skipped (as in the ARIA pattern): Tab reaches Select All, then Clear Selection.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Select All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'java',
      'ts',
      'communication',
      'sql',
      'pm',
      'autocad',
      'revit',
      'english',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear Selection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
  },
};
