import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './DateField.strings';

/** `ui.DateField.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const dateFieldStrings: StringsShape<typeof english.dateFieldStrings> = {
  month: 'Tháng',
  year: 'Năm',
};
