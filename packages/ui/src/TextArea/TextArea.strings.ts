/** The `ui.TextArea.*` strings in English (the Vietnamese: `TextArea.strings.vn.ts`). */
export const textAreaStrings = {
  count: '{{count}} of {{max}} characters',
};
