import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Button.strings';

/** `ui.Button.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const buttonStrings: StringsShape<typeof english.buttonStrings> = {
  loading: 'Đang tải…',
};
