import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Select.*` strings, in English and Vietnamese; MultiSelect shares the list's messages. */
export const selectStrings = defineStrings(
  {
    noOptions: 'Sorry, no matching options',
    loading: 'Loading options…',
    loadError: 'The options could not be loaded',
    showOptions: 'Show options',
    clear: 'Clear selection',
  },
  {
    noOptions: 'Rất tiếc, không có lựa chọn phù hợp',
    loading: 'Đang tải các lựa chọn…',
    loadError: 'Không thể tải các lựa chọn',
    showOptions: 'Hiện các lựa chọn',
    clear: 'Xoá lựa chọn',
  },
);
