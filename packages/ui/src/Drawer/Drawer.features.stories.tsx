import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from '.';

const meta = {
  title: 'Overlays/Drawer/Features',
  component: Drawer,
  args: {
    defaultOpen: true,
    title: 'Resume preview',
    children: (
      <>
        <p>Nguyễn Văn An — Civil Engineer, 6 years.</p>
        <Drawer.Actions>
          <Button variant="primary">Nominate</Button>
        </Drawer.Actions>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromStart: Story = { args: { side: 'start', size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const HiddenTitle: Story = {
  args: { title: 'Main navigation', hideTitle: true, side: 'start', size: 'sm', children: <p>Menu entries</p> },
  play: async ({ canvasElement }) => {
    // Still named for assistive technology.
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Main navigation' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Work history entry {i + 1}</p>
        ))}
        <Drawer.Actions>
          <Button variant="primary">Nominate</Button>
        </Drawer.Actions>
      </>
    ),
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { title: 'Xem hồ sơ', children: <p>Nguyễn Văn An — Kỹ sư xây dựng, 6 năm.</p> },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Xem hồ sơ' });
    await expect(within(panel).getByRole('button', { name: 'Đóng bảng' })).toBeVisible();
  },
};
