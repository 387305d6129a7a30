import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Drawer } from '.';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Filter resumes',
    trigger: <Button>Filters</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0, margin: 0 }}>
          <legend>Status</legend>
          <Checkbox label="New" />
          <Checkbox label="Shortlisted" />
          <Checkbox label="Interviewed" />
        </fieldset>
        <Drawer.Actions>
          <Button>Reset</Button>
          <Button variant="primary">Apply</Button>
        </Drawer.Actions>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultOpen: true, side: 'end', size: 'md', hideTitle: false, dismissible: true },
};

export const KeyboardOnly: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByRole('dialog', { name: 'Filter resumes' });
    const close = within(panel).getByRole('button', { name: 'Close panel' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(within(panel).getByRole('checkbox', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(panel).getByRole('checkbox', { name: 'New' })).toBeChecked();
    // Shift+Tab from the first element wraps to the last: focus stays in the panel.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(within(panel).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BackdropClickCloses: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await canvas.findByRole('dialog');
    await userEvent.click(panel);
    await waitFor(() => expect(panel).not.toBeVisible());
  },
};
