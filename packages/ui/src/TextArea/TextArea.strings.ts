import { defineStrings } from '../i18n/defineStrings';

/** The `ui.TextArea.*` strings, in English and Vietnamese. */
export const textAreaStrings = defineStrings(
  {
    count: '{{count}} of {{max}} characters',
  },
  {
    count: '{{count}} / {{max}} ký tự',
  },
);
