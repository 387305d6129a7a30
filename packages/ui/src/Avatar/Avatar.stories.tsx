import { avatarInitials } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A tiny inline photo, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8fb3d9"/><circle cx="20" cy="16" r="7" fill="#f1d3b3"/><path d="M6 40c0-9 6-14 14-14s14 5 14 14z" fill="#35597f"/></svg>',
  );

const names = [
  'Nguyễn Thị Minh Khai',
  'Tan Wei Ling',
  'Mei Ling',
  'John Ronald Reuel Tolkien',
  'Đặng Văn Lâm',
  'Priya Raman',
  'Ahmad bin Ismail',
  'Lê Ánh',
];

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Nguyễn Thị Minh Khai' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Nguyễn Thị Minh Khai' });
    // Initials follow the domain rule: first two words and the last, up to 3 letters.
    await expect(avatar).toHaveTextContent(avatarInitials('Nguyễn Thị Minh Khai'));
    await expect(avatar).toHaveTextContent('NTK');
  },
};

export const Playground: Story = { args: { size: 'md', src: null, alt: undefined } };

export const Photo: Story = {
  args: { name: 'Tan Wei Ling', src: photo },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Tan Wei Ling' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPhotoFallsBackToInitials: Story = {
  args: { name: 'Tan Wei Ling', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Tan Wei Ling' })).toHaveTextContent('TWL'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="lg" src={photo} />
    </div>
  ),
};

/** Three of the widest initials fit inside the circle at every size, none clipped at the edge. */
export const ThreeLetterInitialsFit: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Avatar key={size} name="Mai Wong Minh" alt={`Mai Wong Minh, ${size}`} size={size} />
      ))}
      <Avatar name="Walter Mark Wu" alt="Walter Mark Wu, sm" size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(avatars).toHaveLength(4);
    for (const avatar of avatars) {
      await expect(avatar).toHaveAttribute('data-letters', '3');
      const letters = avatar.querySelector('span')!.getBoundingClientRect();
      const circle = avatar.getBoundingClientRect();
      // The letters sit in the circle's middle band with room to spare on both sides.
      await expect(letters.left).toBeGreaterThanOrEqual(circle.left + 1);
      await expect(letters.right).toBeLessThanOrEqual(circle.right - 1);
    }
  },
};

export const ColoursFromNames: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {/* The name is written beside it, so the avatar is decorative. */}
          <Avatar name={name} alt="" size="sm" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    const tones = [...canvasElement.querySelectorAll('[data-tone]')].map((el) => el.getAttribute('data-tone'));
    await expect(new Set(tones).size).toBeGreaterThan(2);
  },
};

export const SameNameSameColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Avatar name="Mei Ling" />
      <Avatar name="  mei ling " alt="Mei Ling, again" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: 'Mei Ling' });
    const second = canvas.getByRole('img', { name: 'Mei Ling, again' });
    await expect(second.getAttribute('data-tone')).toBe(first.getAttribute('data-tone'));
  },
};

export const NoLettersInTheName: Story = {
  args: { name: '(123)', alt: 'Unnamed candidate' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Unnamed candidate' });
    await expect(avatar).toHaveAttribute('data-variant', 'placeholder');
  },
};

export const DarkTheme: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Avatar key={name} name={name} />
      ))}
      <Avatar name="" alt="" />
    </div>
  ),
  globals: { theme: 'dark' },
};
