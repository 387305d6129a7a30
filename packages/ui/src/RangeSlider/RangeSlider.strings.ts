import { defineStrings } from '../i18n/defineStrings';

/** The `ui.RangeSlider.*` strings, in English and Vietnamese. */
export const rangeSliderStrings = defineStrings(
  {
    minimum: 'Minimum {{label}}',
    maximum: 'Maximum {{label}}',
    range: '{{min}} – {{max}}',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
  },
  {
    minimum: '{{label}} tối thiểu',
    maximum: '{{label}} tối đa',
    range: '{{min}} – {{max}}',
    years_one: '{{count}} năm',
    years_other: '{{count}} năm',
  },
);
