import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { PlainLayout } from './PlainLayout';

const meta = {
  title: 'Layout/PlainLayout',
  component: PlainLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'ARMS',
    title: 'Recruiter Login',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
        <Button type="submit" variant="primary" fullWidth>
          Log in
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof PlainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recruiter Login' })).toBeVisible();
  },
};

export const Playground: Story = { args: { title: 'Forgot password' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
