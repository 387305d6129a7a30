import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './PasswordForms.strings';

/** `ui.PasswordForms.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const passwordFormsStrings: StringsShape<typeof english.passwordFormsStrings> = {
  change: {
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    passwordHint: 'Từ {{min}} đến {{max}} ký tự, khác mật khẩu hiện tại.',
    submit: 'Đổi mật khẩu',
  },
  create: {
    checking: 'Đang kiểm tra đường dẫn…',
    forEmail: 'Cho tài khoản {{email}}.',
    password: 'Mật khẩu mới',
    passwordHint: 'Ít nhất {{min}} ký tự.',
    confirmPassword: 'Xác nhận mật khẩu mới',
    submit: 'Lưu mật khẩu',
  },
  forgot: {
    email: 'Email',
    submit: 'Gửi đường dẫn',
  },
};
