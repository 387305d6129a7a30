import { defineNamespace } from '@arms/ui';

export const useResetPasswordStrings = defineNamespace('admResetPassword', {
  en: {
    description: 'Change the password you sign in to the administration portal with.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint: 'Between {{min}} and {{max}} characters, different from the current one.',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed. Your other sessions are signed out.',
  },
  vn: {
    description: 'Đổi mật khẩu bạn dùng để đăng nhập cổng quản trị.',
    currentPassword: 'Mật khẩu hiện tại',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Xác nhận mật khẩu mới',
    passwordHint: 'Từ {{min}} đến {{max}} ký tự, khác mật khẩu hiện tại.',
    changePassword: 'Đổi mật khẩu',
    passwordChanged: 'Mật khẩu của bạn đã được đổi. Các phiên đăng nhập khác đã được đăng xuất.',
  },
});
