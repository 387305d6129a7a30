import { defineStrings } from '../i18n/defineStrings';

/** The `ui.NotFound.*` strings, in English and Vietnamese. */
export const notFoundStrings = defineStrings(
  {
    title: 'Page not found',
    message: 'The page you are looking for does not exist, or it has moved.',
    home: 'Go to the home page',
  },
  {
    title: 'Không tìm thấy trang',
    message: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    home: 'Về trang chủ',
  },
);
