import { ChevronsIcon, LogoutIcon, MenuIcon } from './icons';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs';
import { ConfirmDialog } from '../ConfirmDialog';
import { useUiTranslation } from '../i18n';
import { SideMenu, type RenderLink, type SideMenuGroup } from '../SideMenu';
import { defaultRenderLink } from '../SideMenu/renderLink';
import { tokens } from '../theme';
import {
  Header,
  HeaderSpacer,
  IconButton,
  Logo,
  Main,
  Menu,
  MenuDrawer,
  Shell,
  SkipLink,
  UserBlock,
} from './AppLayout.styles';
import { useMediaQuery } from '../internal/useMediaQuery';
import { appLayoutStrings } from './AppLayout.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { AppLayout: appLayoutStrings };

/** One entry of the side menu (the menus themselves are data from @arms/domain, translated by the app). */
export interface AppLayoutMenuItem {
  /** Unique in the menu; `activeMenuId` refers to it. */
  id: string;
  /** The translated label; it stays the accessible name when the menu is collapsed. */
  label: string;
  /** The page's path, given to `renderLink`. */
  href: string;
  /**
   * A decorative icon.
   * @default the label's first letter
   */
  icon?: ReactNode;
}

/** A group of side menu entries that expands and collapses (a `MenuGroup` of @arms/domain). */
export type AppLayoutMenuGroup = SideMenuGroup;

export interface AppLayoutBreadcrumb {
  /** The page's translated name. */
  label: string;
  /**
   * Where the step links to; omit it for the current page.
   * @default undefined (not a link)
   */
  href?: string;
}

export interface AppLayoutProps {
  /** The logo shown at the top of the side menu; a link home, usually. */
  logo: ReactNode;
  /** The side menu: links, and groups of links that expand and collapse. */
  menu: readonly (AppLayoutMenuItem | AppLayoutMenuGroup)[];
  /**
   * The `id` of the menu entry for the current page; its group opens.
   * @default undefined
   */
  activeMenuId?: string;
  /**
   * Renders a menu or breadcrumb link; apps pass their router's link so navigation stays client-side.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /** The signed-in user shown in the header. */
  user: { fullName: string; email: string };
  /** Called after the user confirms logging out. */
  onLogout: () => void;
  /**
   * The trail above the content; the last item is the current page.
   * @default undefined
   */
  breadcrumbs?: readonly AppLayoutBreadcrumb[];
  /**
   * Extra header controls, such as the language switch.
   * @default undefined
   */
  headerActions?: ReactNode;
  /**
   * Where the collapsed state is remembered ('1' collapsed, '0' expanded).
   * @default 'arms.sidebarCollapsed'
   */
  storageKey?: string;
  /** The page. */
  children: ReactNode;
}

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
  renderLink = defaultRenderLink,
  user,
  onLogout,
  breadcrumbs,
  headerActions,
  storageKey = 'arms.sidebarCollapsed',
  children,
}: AppLayoutProps) {
  const { t } = useUiTranslation(uiStrings);
  const mobile = useMediaQuery(`(max-width: ${tokens.breakpoint.mobileMax})`);
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storageKey));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuId = useId();
  const mainId = useId();

  // On phones the menu is a drawer and starts closed whatever was remembered on a desktop (spec
  // section 4); leaving the phone layout closes it too.
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

  const layout = mobile ? 'mobile' : 'desktop';
  const menuState = mobile ? (drawerOpen ? 'open' : 'closed') : collapsed ? 'collapsed' : 'expanded';
  const sideMenu = (
    <SideMenu
      items={menu}
      activeId={activeMenuId}
      renderLink={renderLink}
      collapsed={!mobile && collapsed}
      onNavigate={mobile ? () => setDrawerOpen(false) : undefined}
      aria-label={t('AppLayout.mainNavigation')}
    />
  );

  return (
    <Shell data-layout={layout} data-menu={mobile ? undefined : menuState} data-state={menuState}>
      <SkipLink href={`#${CSS.escape(mainId)}`}>{t('AppLayout.skipToContent')}</SkipLink>
      {mobile ? (
        <MenuDrawer
          id={menuId}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          title={t('AppLayout.mainNavigation')}
          hideTitle
          closeLabel={t('AppLayout.closeMenu')}
          side="start"
          size="sm"
        >
          <Logo>{logo}</Logo>
          {sideMenu}
        </MenuDrawer>
      ) : (
        // A landmark (aside) so the logo above the navigation is inside one too.
        <Menu id={menuId} data-state={menuState} aria-label={t('AppLayout.sidebar')}>
          <Logo>{logo}</Logo>
          {sideMenu}
        </Menu>
      )}
      <Header>
        {mobile ? (
          <IconButton
            type="button"
            aria-label={drawerOpen ? t('AppLayout.closeMenu') : t('AppLayout.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={menuId}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <IconButton
            type="button"
            aria-label={collapsed ? t('AppLayout.expandMenu') : t('AppLayout.collapseMenu')}
            aria-expanded={!collapsed}
            aria-controls={menuId}
            onClick={toggleCollapsed}
          >
            <ChevronsIcon direction={collapsed ? 'right' : 'left'} />
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
          aria-haspopup="dialog"
          title={t('AppLayout.logout')}
          onClick={() => setConfirmingLogout(true)}
        >
          <LogoutIcon />
        </IconButton>
      </Header>
      <Main id={mainId} tabIndex={-1} data-layout={layout}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <div data-part="breadcrumbs">
            <Breadcrumbs items={breadcrumbs} renderLink={renderLink} aria-label={t('AppLayout.breadcrumbs')} />
          </div>
        )}
        {children}
      </Main>
      <ConfirmDialog
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        // A routine question, not an alert: the header's own dialog keeps the plain dialog role.
        role="dialog"
        title={t('AppLayout.logoutConfirmTitle')}
        message={t('AppLayout.logoutConfirm')}
        confirmLabel={t('AppLayout.logout')}
        onConfirm={onLogout}
      />
    </Shell>
  );
}
