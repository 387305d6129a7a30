import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './RangeSlider.strings';

/** `ui.RangeSlider.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const rangeSliderStrings: StringsShape<typeof english.rangeSliderStrings> = {
  minimum: '{{label}} tối thiểu',
  maximum: '{{label}} tối đa',
  range: '{{min}} – {{max}}',
  years_one: '{{count}} năm',
  years_other: '{{count}} năm',
};
