import type { ScreenLoaders } from '../../shell/screens';

export const accountScreens: ScreenLoaders = {
  signup: () => import('./SignupScreen').then((m) => m.SignupScreen),
  signupSuccess: () => import('./SignupSuccessScreen').then((m) => m.SignupSuccessScreen),
  forgotPassword: () => import('./ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
  createPassword: () => import('./CreatePasswordScreen').then((m) => m.CreatePasswordScreen),
};
