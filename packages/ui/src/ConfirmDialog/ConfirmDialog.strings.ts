import { defineStrings } from '../i18n/defineStrings';

/** The `ui.ConfirmDialog.*` strings, in English and Vietnamese. */
export const confirmDialogStrings = defineStrings(
  {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  {
    confirm: 'Xác nhận',
    cancel: 'Huỷ',
  },
);
