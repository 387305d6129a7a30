import { useArmsClient, useSession } from '@arms/api-client';
import { employerMenu, filterMenu, type MenuItem } from '@arms/domain';
import { AppLayout, LanguageSwitch, type AppLayoutMenuGroup, type AppLayoutMenuItem } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { screens } from './screens';

type Entry = AppLayoutMenuItem | AppLayoutMenuGroup;

/**
 * The domain's menu as AppLayout entries, keeping only links whose screens this app has so far
 * (a menu never leads to a dead end) and groups that still have a child.
 */
function toEntries(items: readonly MenuItem[], t: (key: string) => string): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.kind === 'group') {
      const children = toEntries(item.children, t);
      return children.length > 0 ? [{ id: item.key, label: t(item.labelKey), children }] : [];
    }
    return item.kind === 'link' && item.path in screens
      ? [{ id: item.key, label: t(item.labelKey), href: item.path }]
      : [];
  });
}

function activeId(entries: readonly Entry[], pathname: string): string | undefined {
  for (const entry of entries) {
    const found =
      'children' in entry
        ? activeId(entry.children as Entry[], pathname)
        : entry.href === pathname
          ? entry.id
          : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The main layout of signed-in employer screens, with the menu @arms/domain filters for the user. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('employer');
  const { session } = useArmsClient();
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  const menu = toEntries(filterMenu(employerMenu, user).items, t);

  return (
    <AppLayout
      logo={
        <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
          {t('brand')}
        </Link>
      }
      menu={menu}
      activeMenuId={activeId(menu, location.pathname)}
      renderLink={({ href, children: content, current, onClick }) => (
        <Link to={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
          {content}
        </Link>
      )}
      user={{ fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
      onLogout={() => {
        void session.logout().then(() => navigate('/login', { replace: true }));
      }}
      headerActions={
        <LanguageSwitch
          value={i18n.language === 'vn' ? 'vn' : 'en'}
          onValueChange={(lang) => void i18n.changeLanguage(lang)}
          hideLabel
        />
      }
    >
      {children}
    </AppLayout>
  );
}
