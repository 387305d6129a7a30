import type { Meta, StoryObj } from '@storybook/react-vite';
import { employerMenu, filterMenu, type MenuItem } from '@arms/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useUiTranslation } from '../i18n';
import type { RenderLink, SideMenuEntry } from '../SideMenu';
import { AppLayout, type AppLayoutProps } from '.';

// Stories stay on the page: the test runner's frame would follow a real link.
const renderLink: RenderLink = ({ href, children, current, onClick }) => (
  <a
    href={href}
    aria-current={current ? 'page' : undefined}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const grouped: AppLayoutProps['menu'] = [
  { id: 'home', label: 'Home', href: '#home', icon: '⌂' },
  {
    id: 'jobs',
    label: 'Jobs',
    icon: '💼',
    children: [
      { id: 'jobsList', label: 'Jobs', href: '#jobs' },
      { id: 'jobsMine', label: 'Assigned To Me', href: '#jobs/me' },
    ],
  },
  {
    id: 'resumes',
    label: 'Resumes',
    icon: '📄',
    children: [
      { id: 'resumesList', label: 'Resumes', href: '#resumes' },
      { id: 'resumesUpload', label: 'Upload Resume', href: '#resumes/upload' },
    ],
  },
];

const meta = {
  title: 'Layout/AppLayout/Features',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'ARMS',
    menu: grouped,
    activeMenuId: 'jobsMine',
    renderLink,
    user: { fullName: 'Nguyễn Thị Hoa', email: 'hr@lotus-demo.vn' },
    onLogout: fn(),
    breadcrumbs: [{ label: 'Jobs', href: '#jobs' }, { label: 'Assigned To Me' }],
    storageKey: 'arms.story.features.sidebarCollapsed',
    children: <h1>Assigned To Me</h1>,
  },
  beforeEach: () => {
    window.localStorage.removeItem('arms.story.features.sidebarCollapsed');
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGroups: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Assigned To Me' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Resumes' }));
    await expect(within(nav).getByRole('link', { name: 'Upload Resume' })).toBeVisible();
    const crumbs = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(crumbs).getByText('Assigned To Me')).toHaveAttribute('aria-current', 'page');
  },
};

export const CollapsedWithGroups: Story = {
  beforeEach: () => {
    window.localStorage.setItem('arms.story.features.sidebarCollapsed', '1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    // Icon-only, with every name kept.
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('button', { name: 'Resumes' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Assigned To Me' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LogoutWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const logout = canvas.getByRole('button', { name: 'Log out' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Log out' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const MobileDrawerKeyboard: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // A modal drawer: focus moves in and stays there.
    const drawer = await canvas.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull());
    await expect(open).toHaveFocus();
  },
};

export const MobileLinkClosesDrawer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

function toEntries(items: readonly MenuItem[], t: (key: string) => string): SideMenuEntry[] {
  return items.map((item): SideMenuEntry => {
    switch (item.kind) {
      case 'link':
        return { id: item.key, label: t(item.labelKey), href: item.path };
      case 'external':
        return { id: item.key, label: t(item.labelKey), href: `#${item.href}` };
      case 'group':
        return { id: item.key, label: t(item.labelKey), children: toEntries(item.children, t) };
    }
  });
}

/** The employer portal's layout with @arms/domain's menu for an account administrator. */
function EmployerLayout(props: AppLayoutProps) {
  const { t } = useUiTranslation();
  const [active, setActive] = useState('jobsList');
  const menu = toEntries(filterMenu(employerMenu, { role: ['account_admin'], permissions: [] }).items, t);
  const idOf = (href: string, entries: readonly SideMenuEntry[] = menu): string | undefined => {
    for (const entry of entries) {
      if (entry.href === href) return entry.id;
      const inner = entry.children ? idOf(href, entry.children) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return (
    <AppLayout
      {...props}
      menu={menu}
      activeMenuId={active}
      breadcrumbs={undefined}
      renderLink={({ href, children, current }) => (
        <a
          href={href}
          aria-current={current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setActive(idOf(href) ?? active);
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

export const EmployerMenuInVietnamese: Story = {
  globals: { lang: 'vn' },
  render: (args) => <EmployerLayout {...args} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Công việc');
    await userEvent.click(within(nav).getByRole('link', { name: 'Tài liệu' }));
    await expect(within(nav).getByRole('link', { name: 'Tài liệu' })).toHaveAttribute('aria-current', 'page');
  },
};
