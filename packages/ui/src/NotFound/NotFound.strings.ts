/** The `ui.NotFound.*` strings in English (the Vietnamese: `NotFound.strings.vn.ts`). */
export const notFoundStrings = {
  title: 'Page not found',
  message: 'The page you are looking for does not exist, or it has moved.',
  home: 'Go to the home page',
};
