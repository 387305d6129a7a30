import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Popover } from '.';

const meta = {
  title: 'Overlays/Popover/Features',
  component: Popover,
  args: {
    defaultOpen: true,
    trigger: <Button>What is a hiring entity?</Button>,
    children: <p style={{ margin: 0 }}>A department or project that hires: jobs and nominations belong to one.</p>,
  },
  render: (args) => (
    <div style={{ minHeight: 180, display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
      <Popover {...args} />
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamedByTrigger: Story = {
  play: async ({ canvasElement }) => {
    const popover = await within(canvasElement).findByRole('dialog', { name: 'What is a hiring entity?' });
    // Nothing focusable inside: the popover itself takes focus.
    await expect(popover).toHaveFocus();
  },
};

export const TopEnd: Story = { args: { placement: 'top-end', title: 'Hiring entity' } };

export const BottomEnd: Story = {
  args: { placement: 'bottom-end', title: 'Hiring entity' },
  render: (args) => (
    <div style={{ minHeight: 180, display: 'flex', justifyContent: 'flex-end' }}>
      <Popover {...args} />
    </div>
  ),
};

export const InsideADialog: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <Modal title="Create job" defaultOpen size="lg">
      <div style={{ minHeight: 160 }}>
        <Popover {...args} />
      </div>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Create job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'What is a hiring entity?' }));
    await within(dialog).findByRole('dialog', { name: 'What is a hiring entity?' });
    // Escape closes the popover first, then the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByRole('dialog')).toBeNull());
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'What is a hiring entity?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    trigger: <Button>Đơn vị tuyển dụng là gì?</Button>,
    children: <p style={{ margin: 0 }}>Một phòng ban hoặc dự án có nhu cầu tuyển dụng.</p>,
  },
};
