import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Stepper.*` strings, in English and Vietnamese. */
export const stepperStrings = defineStrings(
  {
    label: 'Progress',
    complete: 'completed',
    upcoming: 'not started',
  },
  {
    label: 'Tiến trình',
    complete: 'đã xong',
    upcoming: 'chưa bắt đầu',
  },
);
