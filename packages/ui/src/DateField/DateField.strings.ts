import { defineStrings } from '../i18n/defineStrings';

/** The `ui.DateField.*` strings, in English and Vietnamese. */
export const dateFieldStrings = defineStrings(
  {
    month: 'Month',
    year: 'Year',
  },
  {
    month: 'Tháng',
    year: 'Năm',
  },
);
