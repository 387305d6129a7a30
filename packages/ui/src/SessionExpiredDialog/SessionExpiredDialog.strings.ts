/** The `ui.SessionExpiredDialog.*` strings, in English and Vietnamese (spec section 8). */
export const sessionExpiredDialogStrings = {
  title: 'Session Expired',
  message: 'Your session has expired, please log in again.',
  login: 'Log in again',
};
