import { defineStrings } from '../i18n/defineStrings';

/** The `ui.LoginForm.*` strings, in English and Vietnamese. */
export const loginFormStrings = defineStrings(
  {
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Log in',
    required: 'Enter your email and password',
  },
  {
    email: 'Email',
    password: 'Mật khẩu',
    remember: 'Ghi nhớ đăng nhập',
    submit: 'Đăng nhập',
    required: 'Vui lòng nhập email và mật khẩu',
  },
);
