import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './SpecialtyPicker.strings';

/** `ui.SpecialtyPicker.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const specialtyPickerStrings: StringsShape<typeof english.specialtyPickerStrings> = {
  label: 'Chuyên ngành',
  hint: 'Chọn tối đa {{max}}',
};
