import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './MultiSelect.strings';

/** `ui.MultiSelect.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const multiSelectStrings: StringsShape<typeof english.multiSelectStrings> = {
  selectAll: 'Chọn tất cả',
  clearSelection: 'Bỏ chọn tất cả',
  selected: 'Đã chọn',
  remove: 'Bỏ chọn {{label}}',
  chipHint: 'Nhấn Delete hoặc Backspace để bỏ chọn',
  maxReached: 'Bạn đã chọn tối đa {{max}} mục',
};
