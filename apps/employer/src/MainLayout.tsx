import { useArmsClient, useSession } from '@arms/api-client';
import { employerMenu, filterMenu, type MenuItem } from '@arms/domain';
import { AppLayout, LanguageSwitch, type AppLayoutMenuItem } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { screens } from './screens';

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? flatten(item.children) : [item]));
}

/** The main layout of signed-in employer screens, with the menu @arms/domain filters for the user. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation(['employer', 'domain']);
  const { session } = useArmsClient();
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (state.status !== 'authenticated') return null;
  const user = state.user;

  // Only entries whose screens this app has so far are shown: a menu never leads to a dead end.
  const menu: AppLayoutMenuItem[] = flatten(filterMenu(employerMenu, user).items)
    .filter((item): item is Extract<MenuItem, { kind: 'link' }> => item.kind === 'link' && item.path in screens)
    .map((item) => ({
      id: item.key,
      label: t(item.labelKey),
      href: item.path,
    }));
  const active = menu.find((item) => item.href === location.pathname)?.id;

  return (
    <AppLayout
      logo={
        <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
          {t('brand')}
        </Link>
      }
      menu={menu}
      activeMenuId={active}
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
