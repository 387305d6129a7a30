import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './NavigationProgress.strings';

/** `ui.NavigationProgress.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const navigationProgressStrings: StringsShape<typeof english.navigationProgressStrings> = {
  label: 'Đang tải trang',
};
