import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './SessionExpiredDialog.strings';

/** `ui.SessionExpiredDialog.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const sessionExpiredDialogStrings: StringsShape<typeof english.sessionExpiredDialogStrings> = {
  title: 'Phiên đăng nhập đã hết hạn',
  message: 'Phiên đăng nhập của bạn đã hết hạn, vui lòng đăng nhập lại.',
  login: 'Đăng nhập lại',
};
