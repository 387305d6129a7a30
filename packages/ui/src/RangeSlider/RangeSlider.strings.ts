/** The `ui.RangeSlider.*` strings in English (the Vietnamese: `RangeSlider.strings.vn.ts`). */
export const rangeSliderStrings = {
  minimum: 'Minimum {{label}}',
  maximum: 'Maximum {{label}}',
  range: '{{min}} – {{max}}',
  years_one: '{{count}} year',
  years_other: '{{count}} years',
};
