import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RenderLink } from '../SideMenu';
import { Breadcrumbs } from '.';

// Stories stay on the page: the test runner's frame would follow a real link.
const renderLink: RenderLink = ({ href, children, current }) => (
  <a href={href} aria-current={current ? 'page' : undefined} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
);

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    renderLink,
    items: [{ label: 'Home', href: '#home' }, { label: 'Jobs', href: '#jobs' }, { label: 'Civil Engineer' }],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(nav).getByText('Civil Engineer')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
  },
};

export const Playground: Story = { args: { maxItems: 3 } };

const longTrail = [
  { label: 'Home', href: '#home' },
  { label: 'Setting', href: '#setting' },
  { label: 'Users', href: '#users' },
  { label: 'Mei Ling Tan', href: '#users/7' },
  { label: 'Edit' },
];

export const Folded: Story = {
  args: { items: longTrail, maxItems: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: 'Setting' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the whole path' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const KeyboardOnly: Story = {
  args: { items: longTrail, maxItems: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show the whole path' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus lands on the first step revealed, not on the vanished button.
    await expect(canvas.getByRole('link', { name: 'Setting' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mei Ling Tan' })).toHaveFocus();
  },
};

export const CurrentPageAsLink: Story = {
  args: {
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Reports', href: '#reports' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    items: [{ label: 'Trang chủ', href: '#home' }, { label: 'Việc làm', href: '#jobs' }, { label: 'Kỹ sư xây dựng' }],
    maxItems: 2,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Đường dẫn' });
    await expect(within(nav).getByRole('button', { name: 'Hiện toàn bộ đường dẫn' })).toBeVisible();
  },
};
