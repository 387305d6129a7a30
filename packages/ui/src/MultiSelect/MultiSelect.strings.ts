import { defineStrings } from '../i18n/defineStrings';

/** The `ui.MultiSelect.*` strings, in English and Vietnamese (the list's own messages are `ui.Select.*`). */
export const multiSelectStrings = defineStrings(
  {
    selectAll: 'Select All',
    clearSelection: 'Clear Selection',
    selected: 'Selected',
    remove: 'Remove {{label}}',
    chipHint: 'Press Delete or Backspace to remove',
    maxReached: 'You have selected the maximum of {{max}}',
  },
  {
    selectAll: 'Chọn tất cả',
    clearSelection: 'Bỏ chọn tất cả',
    selected: 'Đã chọn',
    remove: 'Bỏ chọn {{label}}',
    chipHint: 'Nhấn Delete hoặc Backspace để bỏ chọn',
    maxReached: 'Bạn đã chọn tối đa {{max}} mục',
  },
);
