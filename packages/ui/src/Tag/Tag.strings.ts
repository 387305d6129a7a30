import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Tag.*` strings, in English and Vietnamese. */
export const tagStrings = defineStrings(
  {
    remove: 'Remove {{label}}',
  },
  {
    remove: 'Xóa {{label}}',
  },
);
