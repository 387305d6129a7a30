import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Button.*` strings, in English and Vietnamese. */
export const buttonStrings = defineStrings(
  {
    loading: 'Loading…',
  },
  {
    loading: 'Đang tải…',
  },
);
