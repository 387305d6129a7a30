import type { Strings } from './resources';

/** The app's own strings in Vietnamese, a chunk of their own loaded when Vietnamese is used. */
const vn: Strings = {
  brand: 'ARMS',
  titleSuffix: 'Quản trị ARMS',
  login: { title: 'Đăng nhập quản trị hệ thống', forgotPassword: 'Quên mật khẩu?' },
  loadingPage: 'Đang tải trang',
  routeError: {
    title: 'Không mở được trang này',
    body: 'Có thể ARMS vừa được cập nhật hoặc kết nối bị gián đoạn. Hãy tải lại để thử lần nữa.',
    reload: 'Tải lại',
  },
  home: { title: 'Quản trị', signedInAs: 'Đã đăng nhập với {{email}}' },
  loading: 'Đang tải…',
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc đã được chuyển.',
    home: 'Về trang chủ',
  },
};

export const vietnamese = { arms: vn } as const;
