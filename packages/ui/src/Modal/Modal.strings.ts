import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Modal.*` strings, in English and Vietnamese. */
export const modalStrings = defineStrings(
  {
    close: 'Close',
  },
  {
    close: 'Đóng',
  },
);
