import { defineStrings } from '../i18n/defineStrings';

/** The `ui.TextField.*` strings, in English and Vietnamese. */
export const textFieldStrings = defineStrings(
  {
    required: 'required',
  },
  {
    required: 'bắt buộc',
  },
);
