import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Form.strings';

/** `ui.Form.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const formStrings: StringsShape<typeof english.formStrings> = {
  saved: 'Đã lưu',
  unknownError: 'Đã xảy ra lỗi không xác định',
};
