import { defineNamespace } from '@arms/ui';

export const useAdminAccountStrings = defineNamespace('admAccount', {
  en: {
    backToLogin: 'Back to login',
    forgot: {
      title: 'Forgot your password?',
      intro: 'Enter the email of your administrator account and we will send you a link to create a new password.',
      sentTitle: 'Check your email',
      sent_one: 'We sent a link to {{email}}. The link expires in {{count}} hour.',
      sent_other: 'We sent a link to {{email}}. The link expires in {{count}} hours.',
      notReceived: 'Nothing arrived? Check your spam folder or send another link.',
      again: 'Send another link',
    },
    reset: {
      title: 'Create a new password',
      saved: 'Your password is saved. Sign in with it.',
      invalidTitle: 'This link cannot be used',
      expired: 'The link has expired. Links are valid for 2 hours.',
      used: 'The link has already been used.',
      invalid: 'The link is not valid. Open the last email we sent you, or ask for a new link.',
      newLink: 'Ask for a new link',
    },
  },
  vn: {
    backToLogin: 'Quay lại đăng nhập',
    forgot: {
      title: 'Quên mật khẩu?',
      intro: 'Nhập email của tài khoản quản trị, chúng tôi sẽ gửi cho bạn đường dẫn để tạo mật khẩu mới.',
      sentTitle: 'Kiểm tra email của bạn',
      sent_one: 'Chúng tôi đã gửi đường dẫn tới {{email}}. Đường dẫn hết hạn sau {{count}} giờ.',
      sent_other: 'Chúng tôi đã gửi đường dẫn tới {{email}}. Đường dẫn hết hạn sau {{count}} giờ.',
      notReceived: 'Chưa nhận được? Hãy kiểm tra thư mục thư rác hoặc gửi lại đường dẫn.',
      again: 'Gửi lại đường dẫn',
    },
    reset: {
      title: 'Tạo mật khẩu mới',
      saved: 'Đã lưu mật khẩu. Hãy đăng nhập bằng mật khẩu mới.',
      invalidTitle: 'Không dùng được đường dẫn này',
      expired: 'Đường dẫn đã hết hạn. Đường dẫn chỉ có hiệu lực trong 2 giờ.',
      used: 'Đường dẫn đã được sử dụng.',
      invalid: 'Đường dẫn không hợp lệ. Hãy mở email mới nhất chúng tôi gửi, hoặc yêu cầu đường dẫn mới.',
      newLink: 'Yêu cầu đường dẫn mới',
    },
  },
});
