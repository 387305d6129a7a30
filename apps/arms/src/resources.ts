/** The admin app's own strings (namespace `arms`), in English and Vietnamese. */
const en = {
  brand: 'ARMS',
  titleSuffix: 'ARMS Administration',
  login: { title: 'System Administrator Login' },
  home: { title: 'Administration', signedInAs: 'Signed in as {{email}}' },
  loading: 'Loading…',
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const vn: Shape<typeof en> = {
  brand: 'ARMS',
  titleSuffix: 'Quản trị ARMS',
  login: { title: 'Đăng nhập quản trị hệ thống' },
  home: { title: 'Quản trị', signedInAs: 'Đã đăng nhập với {{email}}' },
  loading: 'Đang tải…',
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc đã được chuyển.',
    home: 'Về trang chủ',
  },
};

export const armsResources = { en: { arms: en }, vn: { arms: vn } } as const;
