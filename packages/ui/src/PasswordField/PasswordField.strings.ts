/** The `ui.PasswordField.*` strings in English (the Vietnamese: `PasswordField.strings.vn.ts`). */
export const passwordFieldStrings = {
  show: 'Show password',
  hide: 'Hide password',
  shown: 'Your password is visible',
  hidden: 'Your password is hidden',
};
