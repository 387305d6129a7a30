/** The `ui.ConfirmDialog.*` strings in English (the Vietnamese: `ConfirmDialog.strings.vn.ts`). */
export const confirmDialogStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
};
