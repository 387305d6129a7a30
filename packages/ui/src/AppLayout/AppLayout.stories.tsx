import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from './AppLayout';

const menu = [
  { id: 'home', label: 'Home', href: '#home', icon: '⌂' },
  { id: 'jobs', label: 'Jobs', href: '#jobs', icon: '💼' },
  { id: 'resumes', label: 'Resumes', href: '#resumes', icon: '📄' },
  { id: 'reports', label: 'Reports', href: '#reports', icon: '📊' },
];

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'ARMS',
    menu,
    activeMenuId: 'jobs',
    user: { fullName: 'Mei Ling Tan', email: 'admin@lotus-demo.sg' },
    onLogout: fn(),
    breadcrumbs: [{ label: 'Home', href: '#home' }, { label: 'Jobs' }],
    storageKey: 'arms.story.sidebarCollapsed',
    children: (
      <>
        <h1>Jobs</h1>
        <p>Page content</p>
      </>
    ),
  },
  beforeEach: () => {
    window.localStorage.removeItem('arms.story.sidebarCollapsed');
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { activeMenuId: 'home' } };

export const CollapseIsRemembered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(window.localStorage.getItem('arms.story.sidebarCollapsed')).toBe('1');
    // Collapsed entries keep their accessible names.
    await expect(canvas.getByRole('link', { name: /Jobs/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(window.localStorage.getItem('arms.story.sidebarCollapsed')).toBe('0');
  },
};

export const LogoutAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mei Ling Tan')).toBeVisible();
    await expect(canvas.getByText('admin@lotus-demo.sg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Log out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /Home/ })).toHaveFocus();
    // Through the menu to the header controls.
    for (let i = 0; i < menu.length; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The drawer is closed on phones; the menu button opens it and Escape closes it.
    const open = await canvas.findByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('link', { name: /Jobs/ })).toBeNull();
    await userEvent.click(open);
    await expect(canvas.getByRole('link', { name: /Jobs/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: /Jobs/ })).toBeNull());
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thu gọn menu' })).toBeVisible();
  },
};
