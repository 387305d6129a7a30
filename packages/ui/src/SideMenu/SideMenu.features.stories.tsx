import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMenu, employerMenu, filterMenu, type MenuItem } from '@arms/domain';
import { expect, within } from 'storybook/test';
import { useUiTranslation } from '../i18n';
import { SideMenu, type SideMenuEntry, type SideMenuProps } from '.';

/** What an app does: translate @arms/domain's menu data into entries (external links get their URLs). */
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

function DomainMenu({ portal, ...props }: { portal: 'employer' | 'admin' } & Omit<SideMenuProps, 'items'>) {
  const { t } = useUiTranslation();
  const user = { role: portal === 'employer' ? ['account_admin'] : ['arms_admin'], permissions: [] };
  const menu = filterMenu(portal === 'employer' ? employerMenu : adminMenu, user);
  return <SideMenu {...props} items={toEntries(menu.items, t)} />;
}

const meta = {
  title: 'Navigation/SideMenu/Features',
  component: SideMenu,
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { items: [] },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmployerMenu: Story = {
  render: () => <DomainMenu portal="employer" activeId="jobsMine" />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Assigned To Me' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AdminMenu: Story = {
  render: () => <DomainMenu portal="admin" activeId="armsCompanies" />,
};

export const ControlledGroups: Story = {
  args: {
    expandedIds: ['hiring'],
    items: [
      {
        id: 'hiring',
        label: 'Hiring Entities',
        children: [
          { id: 'list', label: 'Hiring Entities', href: '#list' },
          { id: 'create', label: 'Create Hiring Entity', href: '#create' },
        ],
      },
    ],
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  render: () => <DomainMenu portal="employer" activeId="resumesUpload" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  },
};
