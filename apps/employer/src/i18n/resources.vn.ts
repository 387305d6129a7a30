import type { Strings } from './resources';

/** The app's own strings in Vietnamese, a chunk of their own loaded when Vietnamese is used. */
const vn: Strings = {
  brand: 'ARMS',
  titleSuffix: 'ARMS',
  loadingPage: 'Đang tải trang',
  saved: 'Đã lưu',
  close: 'Đóng',
  cancel: 'Hủy',
  login: {
    title: 'Đăng nhập nhà tuyển dụng',
    forgotPassword: 'Quên mật khẩu?',
    noAccount: 'Lần đầu dùng ARMS?',
    signUp: 'Đăng ký công ty',
  },
  unsaved: {
    title: 'Rời đi mà không lưu?',
    message: 'Các thay đổi trên trang này chưa được lưu và sẽ bị mất.',
    leave: 'Rời đi không lưu',
  },
  routeError: {
    title: 'Không mở được trang này',
    body: 'Có thể ARMS vừa được cập nhật hoặc kết nối bị gián đoạn. Hãy tải lại để thử lần nữa.',
    reload: 'Tải lại',
  },
  help: {
    empty: 'Trang trợ giúp chưa được soạn. Quản trị viên hệ thống có thể thêm nội dung.',
  },
  feedback: {
    intro: 'Hãy cho đội ngũ ARMS biết điều gì tốt và điều gì chưa. Chúng tôi đọc mọi góp ý.',
    message: 'Góp ý của bạn',
    send: 'Gửi góp ý',
    sent: 'Cảm ơn bạn: góp ý đã được gửi.',
  },
  terms: {
    title: 'Điều khoản sử dụng',
    intro: 'Vui lòng đọc và chấp nhận điều khoản sử dụng để tiếp tục.',
    fallback: 'Điều khoản sử dụng của hệ thống ARMS này áp dụng cho việc bạn dùng cổng thông tin.',
    accept: 'Tôi đồng ý',
    decline: 'Từ chối và đăng xuất',
    failed: 'Không lưu được sự đồng ý của bạn. Vui lòng thử lại.',
  },
  onboarding: {
    progress: 'Bắt đầu',
    next: 'Tiếp',
    later: 'Đóng',
    finish: 'Hoàn tất',
    welcome: {
      title: 'Chào mừng đến với ARMS',
      body: 'ARMS quản lý công việc, ứng viên và đội tuyển dụng của bạn ở một nơi. Vài bước sẽ thiết lập công ty của bạn.',
    },
    setupSteps: { title: 'Sáu bước thiết lập' },
    getStarted: {
      title: 'Bắt đầu nào',
      body: 'Trang Chào mừng liệt kê sáu bước kèm liên kết đến từng bước và cho biết bước nào đã xong.',
      action: 'Mở trang Chào mừng',
    },
    congratulations: { title: 'Chúc mừng', body: 'Công ty của bạn đã sẵn sàng tuyển dụng với ARMS.' },
    addFirstJob: {
      title: 'Thêm công việc đầu tiên',
      body: 'Đăng công việc đầu tiên khi bạn sẵn sàng; nhóm của bạn sẽ thấy nó trong danh sách công việc.',
      defaults: 'Thiết lập mặc định cho công ty, rồi đăng công việc đầu tiên.',
      action: 'Tạo công việc',
    },
  },
  jobs: {
    title: 'Công việc',
    caption: 'Công việc của công ty bạn',
    position: 'Vị trí',
    status: 'Trạng thái',
    vacancies: 'Số lượng tuyển',
    salary: 'Mức lương',
    country: 'Quốc gia làm việc',
    created: 'Ngày tạo',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc đã được chuyển.',
    home: 'Về trang chủ',
  },
  loading: 'Đang tải…',
};

export const vietnamese = { employer: vn } as const;
