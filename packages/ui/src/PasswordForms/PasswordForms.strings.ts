/** The `ui.PasswordForms.*` strings in English (the Vietnamese: `PasswordForms.strings.vn.ts`). */
export const passwordFormsStrings = {
  change: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint: 'Between {{min}} and {{max}} characters, different from the current one.',
    submit: 'Change password',
  },
  create: {
    checking: 'Checking your link…',
    forEmail: 'For the account {{email}}.',
    password: 'New password',
    passwordHint: 'At least {{min}} characters.',
    confirmPassword: 'Confirm the new password',
    submit: 'Save the password',
  },
  forgot: {
    email: 'Email',
    submit: 'Send the link',
  },
};
