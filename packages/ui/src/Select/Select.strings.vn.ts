import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Select.strings';

/** `ui.Select.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const selectStrings: StringsShape<typeof english.selectStrings> = {
  noOptions: 'Rất tiếc, không có lựa chọn phù hợp',
  loading: 'Đang tải các lựa chọn…',
  loadError: 'Không thể tải các lựa chọn',
  showOptions: 'Hiện các lựa chọn',
  clear: 'Xoá lựa chọn',
};
