import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Toast.strings';

/** `ui.Toast.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const toastStrings: StringsShape<typeof english.toastStrings> = {
  region: 'Thông báo (F8)',
  dismiss: 'Đóng thông báo',
  success: 'Thành công:',
  error: 'Lỗi:',
  info: 'Thông tin:',
};
