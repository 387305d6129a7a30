import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast } from '.';

const meta = {
  title: 'Feedback/Toast/Features',
  component: Toast,
  args: { onDismiss: fn(), duration: Infinity, children: 'The resume was nominated to Civil Engineer.' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessVariant: Story = { args: { variant: 'success' } };

export const ErrorVariant: Story = {
  args: { variant: 'error', title: 'Could not nominate', children: 'The job is closed.' },
};

export const InfoVariant: Story = { args: { variant: 'info', children: 'A new version of ARMS is available.' } };

export const WithAction: Story = {
  args: { variant: 'success', children: 'The job was deleted.', action: <Button size="sm">Undo</Button> },
};

export const WithoutDismissButton: Story = {
  args: { onDismiss: undefined, children: 'Saving…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { variant: 'error', children: 'Tin tuyển dụng đã đóng.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lỗi:')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Đóng thông báo' })).toBeVisible();
  },
};
