import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './AppLayout.strings';

/** `ui.AppLayout.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const appLayoutStrings: StringsShape<typeof english.appLayoutStrings> = {
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
};
