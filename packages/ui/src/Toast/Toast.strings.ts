/** The `ui.Toast.*` strings in English (the Vietnamese: `Toast.strings.vn.ts`). */
export const toastStrings = {
  region: 'Notifications (F8)',
  dismiss: 'Dismiss notification',
  success: 'Success:',
  error: 'Error:',
  info: 'Information:',
};
