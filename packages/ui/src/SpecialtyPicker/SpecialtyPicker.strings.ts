import { defineStrings } from '../i18n/defineStrings';

/** The `ui.SpecialtyPicker.*` strings, in English and Vietnamese. */
export const specialtyPickerStrings = defineStrings(
  {
    label: 'Specialties',
    hint: 'Choose up to {{max}}',
  },
  {
    label: 'Chuyên ngành',
    hint: 'Chọn tối đa {{max}}',
  },
);
