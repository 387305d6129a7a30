import { defineStrings } from '../i18n/defineStrings';

/** The `ui.AppLayout.*` strings, in English and Vietnamese. */
export const appLayoutStrings = defineStrings(
  {
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
  },
  {
    welcome: 'Xin chào,',
    logout: 'Đăng xuất',
    logoutConfirmTitle: 'Đăng xuất',
    logoutConfirm: 'Bạn có chắc chắn muốn đăng xuất?',
    collapseMenu: 'Thu gọn menu',
    expandMenu: 'Mở rộng menu',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    mainNavigation: 'Điều hướng chính',
    sidebar: 'Menu bên',
    breadcrumbs: 'Đường dẫn',
    skipToContent: 'Chuyển đến nội dung',
    language: 'Ngôn ngữ',
  },
);
