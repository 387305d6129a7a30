import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './ConfirmDialog.strings';

/** `ui.ConfirmDialog.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const confirmDialogStrings: StringsShape<typeof english.confirmDialogStrings> = {
  confirm: 'Xác nhận',
  cancel: 'Huỷ',
};
