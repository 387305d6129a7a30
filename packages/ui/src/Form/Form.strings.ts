/** The `ui.Form.*` strings in English (the Vietnamese: `Form.strings.vn.ts`). */
export const formStrings = { saved: 'Saved', unknownError: 'Unknown error has occurred' };
