/** The employer app's own strings (namespace `employer`), in English and Vietnamese. */
const en = {
  brand: 'ARMS',
  titleSuffix: 'ARMS',
  login: {
    title: 'Recruiter Login',
  },
  jobs: {
    title: 'Jobs',
    caption: 'Jobs of your company',
    position: 'Position',
    status: 'Status',
    vacancies: 'Vacancies',
    salary: 'Salary',
    country: 'Country of work',
    created: 'Created',
  },
  menu: {
    home: 'Home',
    jobs: 'Jobs',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  loading: 'Loading…',
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const vn: Shape<typeof en> = {
  brand: 'ARMS',
  titleSuffix: 'ARMS',
  login: {
    title: 'Đăng nhập nhà tuyển dụng',
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
  menu: {
    home: 'Trang chủ',
    jobs: 'Công việc',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc đã được chuyển.',
    home: 'Về trang chủ',
  },
  loading: 'Đang tải…',
};

export const employerResources = { en: { employer: en }, vn: { employer: vn } } as const;
