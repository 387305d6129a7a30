/** The `ui.Button.*` strings in English (the Vietnamese: `Button.strings.vn.ts`). */
export const buttonStrings = {
  loading: 'Loading…',
};
