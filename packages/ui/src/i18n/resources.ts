/**
 * Every visible string and aria label of @arms/ui, in English and Vietnamese (namespace `ui`).
 * Apps add these to their i18next instance with `i18n.addResourceBundle(lang, 'ui', uiResources[lang].ui)`.
 */
const en = {
  Button: {
    loading: 'Loading…',
  },
  TextField: {
    required: 'required',
  },
  DataTable: {
    loading: 'Loading rows…',
    empty: 'No records to show',
    error: 'The rows could not be loaded',
    retry: 'Try again',
    sortAscending: 'Sorted ascending',
    sortDescending: 'Sorted descending',
    sortBy: 'Sort by {{column}}',
    range: '{{from}}–{{to}} of {{total}}',
    rangeEmpty: '0 of 0',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageSize: 'Rows per page',
    pagination: 'Pagination',
  },
  AppLayout: {
    welcome: 'Welcome,',
    logout: 'Log out',
    logoutConfirmTitle: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    cancel: 'Cancel',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    breadcrumbs: 'Breadcrumbs',
    skipToContent: 'Skip to content',
    language: 'Language',
  },
  LoginForm: {
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Log in',
    required: 'Enter your email and password',
  },
  lang: {
    en: 'English',
    vn: 'Tiếng Việt',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const vn: Shape<typeof en> = {
  Button: {
    loading: 'Đang tải…',
  },
  TextField: {
    required: 'bắt buộc',
  },
  DataTable: {
    loading: 'Đang tải dữ liệu…',
    empty: 'Không có bản ghi nào',
    error: 'Không thể tải dữ liệu',
    retry: 'Thử lại',
    sortAscending: 'Sắp xếp tăng dần',
    sortDescending: 'Sắp xếp giảm dần',
    sortBy: 'Sắp xếp theo {{column}}',
    range: '{{from}}–{{to}} trên {{total}}',
    rangeEmpty: '0 trên 0',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    pageSize: 'Số dòng mỗi trang',
    pagination: 'Phân trang',
  },
  AppLayout: {
    welcome: 'Xin chào,',
    logout: 'Đăng xuất',
    logoutConfirmTitle: 'Đăng xuất',
    logoutConfirm: 'Bạn có chắc chắn muốn đăng xuất?',
    cancel: 'Huỷ',
    collapseMenu: 'Thu gọn menu',
    expandMenu: 'Mở rộng menu',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
    mainNavigation: 'Điều hướng chính',
    breadcrumbs: 'Đường dẫn',
    skipToContent: 'Chuyển đến nội dung',
    language: 'Ngôn ngữ',
  },
  LoginForm: {
    email: 'Email',
    password: 'Mật khẩu',
    remember: 'Ghi nhớ đăng nhập',
    submit: 'Đăng nhập',
    required: 'Vui lòng nhập email và mật khẩu',
  },
  lang: {
    en: 'English',
    vn: 'Tiếng Việt',
  },
};

export const uiResources = { en: { ui: en }, vn: { ui: vn } } as const;
export type UiResources = typeof en;
