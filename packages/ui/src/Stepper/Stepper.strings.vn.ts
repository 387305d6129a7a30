import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Stepper.strings';

/** `ui.Stepper.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const stepperStrings: StringsShape<typeof english.stepperStrings> = {
  label: 'Tiến trình',
  complete: 'đã xong',
  upcoming: 'chưa bắt đầu',
};
