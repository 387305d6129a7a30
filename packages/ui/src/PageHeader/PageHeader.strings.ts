/** The `ui.PageHeader.*` strings in English (the Vietnamese: `PageHeader.strings.vn.ts`). */
export const pageHeaderStrings = {
  actions: 'Page actions',
};
