import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '.';

const meta = {
  title: 'Overlays/Modal/Features',
  component: Modal,
  args: {
    title: 'Job posting credits',
    defaultOpen: true,
    children: (
      <>
        <p>Your company has 3 job posting credits left this month.</p>
        <Modal.Actions>
          <Button variant="primary">OK</Button>
        </Modal.Actions>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const FullScreen: Story = { args: { size: 'full', title: 'Resume preview' } };

export const WithDescription: Story = {
  args: { description: 'Credits renew on the first day of each month.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Job posting credits' });
    await expect(dialog).toHaveAccessibleDescription('Credits renew on the first day of each month.');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of use',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Clause {i + 1}. Employers keep candidate data only for the purpose of recruitment and delete it on request.
          </p>
        ))}
        <Modal.Actions>
          <Button variant="primary">Accept</Button>
        </Modal.Actions>
      </>
    ),
  },
};

export const Blocking: Story = {
  args: { dismissible: false, title: 'Accept the terms of use' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Accept the terms of use' });
    // No close button, and neither Escape nor the backdrop closes it.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(dialog).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { title: 'Lượt đăng tin', children: <p>Công ty của bạn còn 3 lượt đăng tin trong tháng này.</p> },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Lượt đăng tin' });
    await expect(within(dialog).getByRole('button', { name: 'Đóng' })).toBeVisible();
  },
};
