import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './NotFound.strings';

/** `ui.NotFound.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const notFoundStrings: StringsShape<typeof english.notFoundStrings> = {
  title: 'Không tìm thấy trang',
  message: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  home: 'Về trang chủ',
};
