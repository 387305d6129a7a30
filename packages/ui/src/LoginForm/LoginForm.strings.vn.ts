import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './LoginForm.strings';

/** `ui.LoginForm.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const loginFormStrings: StringsShape<typeof english.loginFormStrings> = {
  email: 'Email',
  password: 'Mật khẩu',
  remember: 'Ghi nhớ đăng nhập',
  submit: 'Đăng nhập',
  required: 'Vui lòng nhập email và mật khẩu',
};
