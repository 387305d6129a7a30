import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import type { SelectOption } from '../internal/combobox/options';
import { Select } from './Select';
import { fakeServer, locations, manyOptions } from './storyData';

/** The accessible names of the listed options, in order. */
async function expectOptions(container: HTMLElement, names: string[]) {
  const options = within(container).queryAllByRole('option');
  await expect(options).toHaveLength(names.length);
  for (const [i, name] of names.entries()) await expect(options[i]).toHaveAccessibleName(name);
}

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
  args: { label: 'Work location', options: locations, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchIgnoresCaseAndAccents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    await userEvent.type(combobox, 'HO CHI');
    await expectOptions(canvasElement, ['Thành phố Hồ Chí Minh']);
    await userEvent.clear(combobox);
    await userEvent.type(combobox, 'zzz');
    // The empty list says so, on screen and to screen readers; the list stays open for axe to check.
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(canvas.getByText('Sorry, no matching options', { ignore: '[role=status]' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorry, no matching options');
  },
};

export const PointerSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Work location' });
    // A disabled option is listed but cannot be chosen.
    const yangon = within(listbox).getByRole('option', { name: 'Yangon' });
    await expect(yangon).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(yangon);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Singapore' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('Singapore');
    await expect(args.onValueChange).toHaveBeenCalledWith('sg');
    // The clear button empties the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    // Left open, so axe checks the open list too.
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};

export const HintAndError: Story = {
  args: { hint: 'Where the candidate will be based', error: 'Choose a work location', required: true },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Work location' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAttribute('aria-required', 'true');
    await expect(combobox).toHaveAccessibleDescription('Where the candidate will be based Choose a work location');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toHaveValue('Đà Nẵng');
    await expect(canvas.getByRole('button', { name: 'Show options' })).toBeDisabled();
  },
};

function ControlledSelect() {
  const [value, setValue] = useState<string | null>('hn');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Select label="Work location" options={locations} value={value} onValueChange={setValue} />
      <output aria-label="Chosen value">{value ?? 'none'}</output>
      <div>
        <Button onClick={() => setValue('kl')}>Choose Kuala Lumpur</Button>
      </div>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSelect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    await expect(combobox).toHaveValue('Hà Nội');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Kuala Lumpur' }));
    await waitFor(() => expect(combobox).toHaveValue('Kuala Lumpur'));
    await userEvent.click(combobox);
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(canvas.getByRole('status', { name: 'Chosen value' })).toHaveTextContent('none');
  },
};

/** A stored value whose options come later, as from a reference list still being fetched. */
function LateOptions({ delay }: { delay: number }) {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [english, setEnglish] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOptions(locations), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  const shown = english ? options : options.map((o) => (o.value === 'hcm' ? { ...o, label: 'TP. Hồ Chí Minh' } : o));
  return (
    <form aria-label="Job" style={{ display: 'grid', gap: 12 }}>
      <Select label="Work location" name="location" options={shown} defaultValue="hcm" />
      <div>
        <Button onClick={() => setEnglish(false)}>Shorten the names</Button>
      </div>
    </form>
  );
}

export const OptionsArriveAfterTheValue: Story = {
  render: () => <LateOptions delay={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    const form = canvas.getByRole('form', { name: 'Job' }) as HTMLFormElement;
    // Before the options arrive the box is empty, never the raw value, and the value is kept.
    await expect(combobox).toHaveValue('');
    await expect(combobox).not.toHaveValue('hcm');
    await expect(new FormData(form).get('location')).toBe('hcm');
    // As soon as the options hold the value, its label shows.
    await waitFor(() => expect(combobox).toHaveValue('Thành phố Hồ Chí Minh'));
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeVisible();
    // The same value described anew shows its new label.
    await userEvent.click(canvas.getByRole('button', { name: 'Shorten the names' }));
    await waitFor(() => expect(combobox).toHaveValue('TP. Hồ Chí Minh'));
    await expect(new FormData(form).get('location')).toBe('hcm');
  },
};

export const InAForm: Story = {
  render: (args) => (
    <form aria-label="Job">
      <Select {...args} name="location" defaultValue="sg" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Job' }) as HTMLFormElement;
    await expect(new FormData(form).get('location')).toBe('sg');
  },
};

export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: fakeServer(() => 200), debounceMs: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    await userEvent.click(combobox);
    // The wait is announced, then the answer is listed.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading options…');
    await expect(await canvas.findByRole('option', { name: 'Bangkok' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.type(combobox, 'sing');
    await waitFor(() => expectOptions(canvasElement, ['Singapore']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Singapore');
  },
};

const staleCalls: string[] = [];

export const StaleResponsesIgnored: Story = {
  args: {
    options: undefined,
    debounceMs: 50,
    // The answer for 'b' comes after the answer for 'ba': the older one must not win.
    loadOptions: fakeServer((search) => (search === 'b' ? 600 : 50), staleCalls),
  },
  beforeEach: () => {
    staleCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Work location' });
    await userEvent.type(combobox, 'b');
    await waitFor(() => expect(staleCalls).toContain('b'));
    await userEvent.keyboard('a');
    await waitFor(() => expect(staleCalls).toContain('ba'));
    await waitFor(() => expectOptions(canvasElement, ['Bangkok']));
    // Past the time the slow answer arrives: the list still shows the newer search.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expectOptions(canvasElement, ['Bangkok']);
  },
};

export const LoadError: Story = {
  args: { options: undefined, loadOptions: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The options could not be loaded'));
  },
};

export const TenThousandOptions: Story = {
  args: { label: 'Reference number', options: manyOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Reference number' });
    await userEvent.click(combobox);
    const listbox = await canvas.findByRole('listbox');
    // Only the rows in view are in the DOM, and each still says where it is in the whole list.
    const rendered = within(listbox).getAllByRole('option');
    await expect(rendered.length).toBeGreaterThan(0);
    await expect(rendered.length).toBeLessThan(100);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    // End moves to the last option: it is scrolled into the DOM and is the active descendant.
    await userEvent.keyboard('{End}');
    const last = await within(listbox).findByRole('option', { name: 'Option 10000' });
    await expect(combobox).toHaveAttribute('aria-activedescendant', last.id);
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(100);
    // Filtering runs over all 10,000.
    await userEvent.keyboard('9999');
    await waitFor(() => expectOptions(listbox, ['Option 9999']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(combobox).toHaveValue('Option 9999');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { label: 'Nơi làm việc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hiện các lựa chọn' })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Nơi làm việc' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Rất tiếc, không có lựa chọn phù hợp');
  },
};
