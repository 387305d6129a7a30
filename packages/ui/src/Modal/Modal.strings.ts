/** The `ui.Modal.*` strings in English (the Vietnamese: `Modal.strings.vn.ts`). */
export const modalStrings = {
  close: 'Close',
};
