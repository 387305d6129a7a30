import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Toast.*` strings, in English and Vietnamese. */
export const toastStrings = defineStrings(
  {
    region: 'Notifications (F8)',
    dismiss: 'Dismiss notification',
    success: 'Success:',
    error: 'Error:',
    info: 'Information:',
  },
  {
    region: 'Thông báo (F8)',
    dismiss: 'Đóng thông báo',
    success: 'Thành công:',
    error: 'Lỗi:',
    info: 'Thông tin:',
  },
);
