/** The `ui.LoginForm.*` strings in English (the Vietnamese: `LoginForm.strings.vn.ts`). */
export const loginFormStrings = {
  email: 'Email',
  password: 'Password',
  remember: 'Remember me',
  submit: 'Log in',
  required: 'Enter your email and password',
};
