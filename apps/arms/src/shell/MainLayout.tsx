import { useArmsClient, useSession } from '@arms/api-client';
import { adminMenu, filterMenu, type MenuItem } from '@arms/domain';
import { AppLayout, LanguageSwitch, type AppLayoutMenuGroup, type AppLayoutMenuItem } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { menuIcon } from './menuIcons';
import { NotFoundScreen } from './NotFoundScreen';
import { useDocumentTitle } from './documentTitle';
import { useRouteMeta } from './useRouteMeta';

type Entry = AppLayoutMenuItem | AppLayoutMenuGroup;

function toEntries(items: readonly MenuItem[], t: (key: string) => string, top: boolean): Entry[] {
  return items.flatMap((item): Entry[] => {
    const icon = top ? menuIcon(item.key) : undefined;
    if (item.kind === 'group')
      return [{ id: item.key, label: t(item.labelKey), icon, children: toEntries(item.children, t, false) }];
    // The admin menu has no external entries (Help and Feedback are the employer portal's, section 2).
    return item.kind === 'link' ? [{ id: item.key, label: t(item.labelKey), href: item.path, icon }] : [];
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

/**
 * The main layout of the administration portal (spec section 2): the admin menu of @arms/domain filtered by
 * role only (section 6), the header, breadcrumbs and page title from the route table, and the screen. No
 * onboarding or terms here (section 6). An unknown path shows not-found inside the layout.
 */
export function MainLayout({ notFound = false }: { notFound?: boolean }) {
  const { t, i18n } = useTranslation('arms');
  const { session } = useArmsClient();
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { title, breadcrumbs } = useRouteMeta();
  useDocumentTitle(notFound ? t('notFound.title') : title);
  if (state.status !== 'authenticated') return <NotFoundScreen />;
  const user = state.user;
  const menu = toEntries(filterMenu(adminMenu, user).items, t, true);

  return (
    <AppLayout
      logo={
        <Link to="/arms" style={{ color: 'inherit', textDecoration: 'none' }}>
          {t('brand')}
        </Link>
      }
      menu={menu}
      activeMenuId={activeId(menu, location.pathname)}
      renderLink={({ href, children, current, onClick }) => (
        <Link to={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
          {children}
        </Link>
      )}
      breadcrumbs={notFound ? undefined : breadcrumbs}
      user={{ fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email }}
      storageKey="arms.admin.sidebarCollapsed"
      onLogout={() => {
        void session.logout().then(() => navigate('/arms/login', { replace: true }));
      }}
      headerActions={
        <LanguageSwitch
          value={i18n.language === 'vn' ? 'vn' : 'en'}
          onValueChange={(lang) => void i18n.changeLanguage(lang)}
          hideLabel
        />
      }
    >
      {notFound ? <NotFoundScreen inLayout /> : <Outlet />}
    </AppLayout>
  );
}
