import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { locations } from './storyData';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Work location', options: locations, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'Where the candidate will be based',
    placeholder: 'Search locations',
    required: true,
    disabled: false,
    debounceMs: 300,
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    // Typing opens the list and filters it; accents and case do not matter.
    await userEvent.keyboard('da nang');
    const listbox = await canvas.findByRole('listbox', { name: 'Work location' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Đà Nẵng' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveValue('Đà Nẵng');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dn');
    // Opening again lists everything, with the choice highlighted; Escape closes without a change.
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(1);
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveValue('Đà Nẵng');
    // Escape on the closed box clears the choice.
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};
