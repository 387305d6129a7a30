import { useArmsClient, useArmsQuery, useSession } from '@arms/api-client';
import { employerMenu, filterMenu, homePath, type MenuItem } from '@arms/domain';
import { AppLayout, LanguageSwitch, type AppLayoutMenuGroup, type AppLayoutMenuItem } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { FeedbackDialog } from './FeedbackDialog';
import { HelpDialog } from './HelpDialog';
import { menuIcon } from './menuIcons';
import { ShellModals } from './ShellModals';
import { NotFoundScreen } from './NotFoundScreen';
import { useDocumentTitle } from './documentTitle';
import { useRouteMeta } from './useRouteMeta';

type Entry = AppLayoutMenuItem | AppLayoutMenuGroup;

/** Help/FAQ and Feedback open the platform's own content (CMS blocks the operator edits), not a route. */
const contentEntries = { help: '#help', feedback: '#feedback' } as const;
type ContentEntry = keyof typeof contentEntries;

function toEntries(items: readonly MenuItem[], t: (key: string) => string, top: boolean): Entry[] {
  return items.map((item): Entry => {
    const icon = top ? menuIcon(item.key) : undefined;
    if (item.kind === 'group')
      return { id: item.key, label: t(item.labelKey), icon, children: toEntries(item.children, t, false) };
    const href = item.kind === 'link' ? item.path : contentEntries[item.href];
    return { id: item.key, label: t(item.labelKey), href, icon };
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

/** The company logo of the header: the CMS `logo` block's image when the operator has set one (spec section 7). */
function Logo({ to }: { to: string }) {
  const { t } = useTranslation('employer');
  const { data } = useArmsQuery('/cms/{id}', { params: { path: { id: 'logo' } } }, { cacheForSession: true });
  return (
    <Link to={to} style={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex', alignItems: 'center' }}>
      {data?.imagePath ? (
        <img src={data.imagePath} alt={t('brand')} style={{ maxHeight: 32, maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        t('brand')
      )}
    </Link>
  );
}

/**
 * The main layout of signed-in employer screens (spec section 2): the side menu @arms/domain filters for
 * the user, the header, breadcrumbs and page title from the route table, and the screen. An unknown path
 * shows the not-found screen here, with the menu and logout still at hand.
 */
export function MainLayout({ notFound = false }: { notFound?: boolean }) {
  const { t, i18n } = useTranslation('employer');
  const { session } = useArmsClient();
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { title, breadcrumbs } = useRouteMeta();
  const [content, setContent] = useState<ContentEntry | null>(null);
  useDocumentTitle(notFound ? t('notFound.title') : title);
  if (state.status !== 'authenticated') return <NotFoundScreen />;
  const user = state.user;
  const menu = toEntries(filterMenu(employerMenu, user).items, t, true);
  const home = homePath({ role: user.role, permissions: user.permissions, companyId: user.companyId });

  return (
    <AppLayout
      logo={<Logo to={home} />}
      menu={menu}
      activeMenuId={activeId(menu, location.pathname)}
      renderLink={({ href, children, current, onClick }) => {
        const entry = (Object.keys(contentEntries) as ContentEntry[]).find((key) => contentEntries[key] === href);
        if (entry)
          return (
            <a
              href={href}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                onClick?.();
                setContent(entry);
              }}
            >
              {children}
            </a>
          );
        return (
          <Link to={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
            {children}
          </Link>
        );
      }}
      breadcrumbs={notFound ? undefined : breadcrumbs}
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
      {notFound ? <NotFoundScreen inLayout /> : <Outlet />}
      <HelpDialog open={content === 'help'} onOpenChange={(open: boolean) => setContent(open ? 'help' : null)} />
      <FeedbackDialog
        open={content === 'feedback'}
        onOpenChange={(open: boolean) => setContent(open ? 'feedback' : null)}
        user={user}
      />
      <ShellModals user={user} />
    </AppLayout>
  );
}
