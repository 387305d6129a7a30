import { defineStrings } from '../i18n/defineStrings';

/** The `ui.NavigationProgress.*` strings, in English and Vietnamese. */
export const navigationProgressStrings = defineStrings(
  {
    label: 'Loading page',
  },
  {
    label: 'Đang tải trang',
  },
);
