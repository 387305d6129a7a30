import { defineStrings } from '../i18n/defineStrings';

/** The `ui.PasswordField.*` strings, in English and Vietnamese. */
export const passwordFieldStrings = defineStrings(
  {
    show: 'Show password',
    hide: 'Hide password',
    shown: 'Your password is visible',
    hidden: 'Your password is hidden',
  },
  {
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
    shown: 'Mật khẩu của bạn đang hiển thị',
    hidden: 'Mật khẩu của bạn đã được ẩn',
  },
);
