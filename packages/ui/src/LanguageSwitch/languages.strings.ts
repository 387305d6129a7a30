/** The `ui.lang.*` strings in English (the Vietnamese: `languages.strings.vn.ts`). */
export const languageStrings = {
  en: 'English',
  vn: 'Tiếng Việt',
};
