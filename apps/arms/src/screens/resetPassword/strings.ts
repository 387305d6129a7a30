import { defineNamespace } from '@arms/ui';

export const useResetPasswordStrings = defineNamespace('admResetPassword', {
  en: {
    description: 'Change the password you sign in to the administration portal with.',
    passwordChanged: 'Your password is changed. Your other sessions are signed out.',
  },
  vn: {
    description: 'Đổi mật khẩu bạn dùng để đăng nhập cổng quản trị.',
    passwordChanged: 'Mật khẩu của bạn đã được đổi. Các phiên đăng nhập khác đã được đăng xuất.',
  },
});
