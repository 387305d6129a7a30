import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Tooltip } from '.';

const meta = {
  title: 'Overlays/Tooltip/Features',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: {
    content: 'Shown to hiring managers only',
    defaultOpen: true,
    children: <Button>Visibility</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = { args: { placement: 'top' } };
export const Bottom: Story = { args: { placement: 'bottom' } };
export const Start: Story = { args: { placement: 'start' } };
export const End: Story = { args: { placement: 'end' } };

export const OnIconButton: Story = {
  args: {
    content: 'Edit job',
    defaultOpen: false,
    children: (
      <Button aria-label="Edit job" variant="ghost">
        <span aria-hidden="true">✎</span>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // The name comes from aria-label; the tooltip only shows it to sighted users.
    await expect(canvas.getByRole('button', { name: 'Edit job' })).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Edit job');
  },
};

export const EscapeInsideADialog: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <Modal title="Job settings" defaultOpen>
      <Tooltip {...args} />
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Job settings' });
    const button = within(dialog).getByRole('button', { name: 'Visibility' });
    button.focus();
    await expect(await within(dialog).findByRole('tooltip')).toBeVisible();
    // The first Escape hides the tooltip only; the second closes the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('tooltip')).toBeNull();
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { content: 'Chỉ hiển thị cho quản lý tuyển dụng', children: <Button>Hiển thị</Button> },
};
