import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Popover } from '.';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  parameters: { layout: 'padded' },
  args: {
    trigger: <Button>Columns</Button>,
    title: 'Visible columns',
    onOpenChange: fn(),
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox label="Position" defaultChecked />
        <Checkbox label="Status" defaultChecked />
        <Checkbox label="Vacancies" />
      </div>
    ),
  },
  render: (args) => (
    <div style={{ minHeight: 220 }}>
      <Popover {...args} />
      <p>
        <Button>Export</Button>
      </p>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultOpen: true, placement: 'bottom-start' } };

export const ClickToggles: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columns' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = await canvas.findByRole('dialog', { name: 'Visible columns' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Vacancies' }));
    await expect(within(popover).getByRole('checkbox', { name: 'Vacancies' })).toBeChecked();
    await userEvent.click(trigger);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClickOutsideCloses: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await canvas.findByRole('dialog');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // Focus stays where the user clicked.
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const KeyboardOnly: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Columns' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await canvas.findByRole('dialog', { name: 'Visible columns' });
    // Focus moves in; Space works the controls.
    await expect(within(popover).getByRole('checkbox', { name: 'Position' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(popover).getByRole('checkbox', { name: 'Vacancies' })).toBeChecked();
    // Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    // Tabbing out of an open popover closes it.
    await userEvent.keyboard(' ');
    await canvas.findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
