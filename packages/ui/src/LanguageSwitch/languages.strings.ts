import { defineStrings } from '../i18n/defineStrings';

/** The `ui.lang.*` strings, in English and Vietnamese. */
export const languageStrings = defineStrings(
  {
    en: 'English',
    vn: 'Tiếng Việt',
  },
  {
    en: 'English',
    vn: 'Tiếng Việt',
  },
);
