/** The `ui.DateField.*` strings in English (the Vietnamese: `DateField.strings.vn.ts`). */
export const dateFieldStrings = {
  month: 'Month',
  year: 'Year',
};
