import { flags, translate } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Flag } from './Flag';

const meta = {
  title: 'Display/Flag',
  component: Flag,
  args: { flag: 'red' },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Red flag' })).toBeVisible();
  },
};

export const Playground: Story = { args: { flag: 'blue', showLabel: true, size: 'md' } };

export const AllFlags: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {flags.items.map((item) => (
        <Flag {...args} key={item.id} flag={item.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of flags.items) {
      await expect(canvas.getByRole('img', { name: `${translate(item.labelKey)} flag` })).toBeVisible();
    }
  },
};

export const WithLabel: Story = {
  ...AllFlags,
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is written out, so the icon needs no label of its own.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByText('Grey flag')).toBeVisible();
  },
};

export const Small: Story = { ...AllFlags, args: { size: 'sm' }, play: undefined };

export const Vietnamese: Story = {
  ...AllFlags,
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Cờ đỏ' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Cờ xanh dương' })).toBeVisible();
  },
};

export const DarkTheme: Story = { ...WithLabel, globals: { theme: 'dark' } };
