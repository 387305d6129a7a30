/** The `ui.AppLayout.*` strings in English (the Vietnamese: `AppLayout.strings.vn.ts`). */
export const appLayoutStrings = {
  welcome: 'Welcome,',
  logout: 'Log out',
  logoutConfirmTitle: 'Log out',
  logoutConfirm: 'Are you sure you want to log out?',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  sidebar: 'Side menu',
  breadcrumbs: 'Breadcrumbs',
  skipToContent: 'Skip to content',
  language: 'Language',
};
