import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { tokens } from '../theme';
import {
  Backdrop,
  Crumbs,
  Dialog,
  Header,
  HeaderSpacer,
  IconButton,
  Logo,
  Main,
  Menu,
  MenuList,
  Shell,
  SkipLink,
  UserBlock,
} from './AppLayout.styles';
import { useMediaQuery } from './useMediaQuery';

/** One entry of the side menu (the menus themselves are data from @arms/domain, translated by the app). */
export interface AppLayoutMenuItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface AppLayoutBreadcrumb {
  label: string;
  /** Omit for the current page. */
  href?: string;
}

export interface AppLayoutProps {
  /** The logo shown at the top of the side menu; a link home, usually. */
  logo: ReactNode;
  menu: readonly AppLayoutMenuItem[];
  /** The `id` of the menu entry for the current page. */
  activeMenuId?: string;
  /**
   * Renders a menu or breadcrumb link; apps pass their router's link so navigation stays client-side.
   * @default a plain `<a href>`
   */
  renderLink?: (link: { href: string; children: ReactNode; current: boolean; onClick?: () => void }) => ReactNode;
  /** The signed-in user shown in the header. */
  user: { fullName: string; email: string };
  /** Called after the user confirms logging out. */
  onLogout: () => void;
  breadcrumbs?: readonly AppLayoutBreadcrumb[];
  /** Extra header controls, such as the language switch. */
  headerActions?: ReactNode;
  /** Where the collapsed state is remembered ('1' collapsed, '0' expanded). @default 'arms.sidebarCollapsed' */
  storageKey?: string;
  children: ReactNode;
}

const defaultLink: NonNullable<AppLayoutProps['renderLink']> = ({ href, children, current, onClick }) => (
  <a href={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
    {children}
  </a>
);

function readCollapsed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The main layout of both portals (spec section 2): a collapsible side menu remembered as 1/0, a drawer
 * forced closed on phones, the header with welcome text, name, email and logout with confirmation,
 * breadcrumbs and the content.
 */
export function AppLayout({
  logo,
  menu,
  activeMenuId,
  renderLink = defaultLink,
  user,
  onLogout,
  breadcrumbs,
  headerActions,
  storageKey = 'arms.sidebarCollapsed',
  children,
}: AppLayoutProps) {
  const { t } = useUiTranslation();
  const mobile = useMediaQuery(`(max-width: ${tokens.breakpoint.mobileMax})`);
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storageKey));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuId = useId();
  const titleId = useId();
  const mainId = useId();

  // On phones the menu is a drawer and starts closed whatever was remembered on a desktop.
  useEffect(() => {
    if (!mobile) setDrawerOpen(false);
  }, [mobile]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(storageKey, next ? '1' : '0');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return next;
    });
  }, [storageKey]);

  const closeDrawer = () => setDrawerOpen(false);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const layout = mobile ? 'mobile' : 'desktop';
  const menuState = mobile ? (drawerOpen ? 'open' : 'closed') : collapsed ? 'collapsed' : 'expanded';
  const iconOnly = !mobile && collapsed;

  return (
    <Shell data-layout={layout} data-menu={mobile ? undefined : menuState}>
      <SkipLink href={`#${CSS.escape(mainId)}`}>{t('AppLayout.skipToContent')}</SkipLink>
      <Menu id={menuId} data-layout={layout} data-state={menuState} aria-label={t('AppLayout.mainNavigation')}>
        <Logo>{logo}</Logo>
        <MenuList>
          {menu.map((item) => (
            <li key={item.id} title={iconOnly ? item.label : undefined}>
              {renderLink({
                href: item.href,
                current: item.id === activeMenuId,
                onClick: mobile ? closeDrawer : undefined,
                children: (
                  <>
                    <span data-part="icon" aria-hidden="true">
                      {item.icon ?? item.label.slice(0, 1)}
                    </span>
                    {iconOnly ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span>{item.label}</span>}
                  </>
                ),
              })}
            </li>
          ))}
        </MenuList>
      </Menu>
      {mobile && drawerOpen && <Backdrop onClick={closeDrawer} aria-hidden="true" />}
      <Header>
        {mobile ? (
          <IconButton
            type="button"
            aria-label={drawerOpen ? t('AppLayout.closeMenu') : t('AppLayout.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={menuId}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            ☰
          </IconButton>
        ) : (
          <IconButton
            type="button"
            aria-label={collapsed ? t('AppLayout.expandMenu') : t('AppLayout.collapseMenu')}
            aria-expanded={!collapsed}
            aria-controls={menuId}
            onClick={toggleCollapsed}
          >
            {collapsed ? '»' : '«'}
          </IconButton>
        )}
        <HeaderSpacer />
        {headerActions}
        <UserBlock>
          <span>
            {t('AppLayout.welcome')} <strong>{user.fullName}</strong>
          </span>
          <span data-part="email">{user.email}</span>
        </UserBlock>
        <IconButton
          type="button"
          aria-label={t('AppLayout.logout')}
          title={t('AppLayout.logout')}
          onClick={() => dialogRef.current?.showModal()}
        >
          ⎋
        </IconButton>
      </Header>
      <Main id={mainId} tabIndex={-1} data-layout={layout}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Crumbs aria-label={t('AppLayout.breadcrumbs')}>
            <ol>
              {breadcrumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`}>
                  {crumb.href ? (
                    renderLink({ href: crumb.href, current: false, children: crumb.label })
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </Crumbs>
        )}
        {children}
      </Main>
      <Dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // Browsers close a modal dialog on a trusted Escape; this also covers synthetic key events.
        onKeyDown={(event) => {
          if (event.key === 'Escape') dialogRef.current?.close();
        }}
      >
        <h2 id={titleId}>{t('AppLayout.logoutConfirmTitle')}</h2>
        <p>{t('AppLayout.logoutConfirm')}</p>
        <div data-part="actions">
          <Button onClick={() => dialogRef.current?.close()} autoFocus>
            {t('AppLayout.cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              dialogRef.current?.close();
              onLogout();
            }}
          >
            {t('AppLayout.logout')}
          </Button>
        </div>
      </Dialog>
    </Shell>
  );
}
