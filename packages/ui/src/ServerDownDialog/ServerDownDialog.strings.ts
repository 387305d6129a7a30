/** The `ui.ServerDownDialog.*` strings in English (the Vietnamese: `ServerDownDialog.strings.vn.ts`). */
export const serverDownDialogStrings = {
  title: 'The server is not responding',
  message: 'It may be down for scheduled maintenance. Please wait a moment and try again.',
  tryAgain: 'Try again',
  stillDown: 'The server is still not responding. Please try again in a few minutes.',
};
