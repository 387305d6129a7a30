/** The `ui.NavigationProgress.*` strings in English (the Vietnamese: `NavigationProgress.strings.vn.ts`). */
export const navigationProgressStrings = {
  label: 'Loading page',
};
