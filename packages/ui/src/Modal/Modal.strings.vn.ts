import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Modal.strings';

/** `ui.Modal.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const modalStrings: StringsShape<typeof english.modalStrings> = {
  close: 'Đóng',
};
