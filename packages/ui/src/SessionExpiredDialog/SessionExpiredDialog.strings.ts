import { defineStrings } from '../i18n/defineStrings';

/** The `ui.SessionExpiredDialog.*` strings, in English and Vietnamese (spec section 8). */
export const sessionExpiredDialogStrings = defineStrings(
  {
    title: 'Session Expired',
    message: 'Your session has expired, please log in again.',
    login: 'Log in again',
  },
  {
    title: 'Phiên đăng nhập đã hết hạn',
    message: 'Phiên đăng nhập của bạn đã hết hạn, vui lòng đăng nhập lại.',
    login: 'Đăng nhập lại',
  },
);
