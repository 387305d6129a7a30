import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './PasswordField.strings';

/** `ui.PasswordField.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const passwordFieldStrings: StringsShape<typeof english.passwordFieldStrings> = {
  show: 'Hiện mật khẩu',
  hide: 'Ẩn mật khẩu',
  shown: 'Mật khẩu của bạn đang hiển thị',
  hidden: 'Mật khẩu của bạn đã được ẩn',
};
