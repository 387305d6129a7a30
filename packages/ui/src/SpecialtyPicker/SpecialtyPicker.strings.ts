/** The `ui.SpecialtyPicker.*` strings in English (the Vietnamese: `SpecialtyPicker.strings.vn.ts`). */
export const specialtyPickerStrings = {
  label: 'Specialties',
  hint: 'Choose up to {{max}}',
};
