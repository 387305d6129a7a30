/** The `ui.Tag.*` strings in English (the Vietnamese: `Tag.strings.vn.ts`). */
export const tagStrings = {
  remove: 'Remove {{label}}',
};
