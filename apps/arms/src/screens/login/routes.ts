import type { ScreenLoaders } from '../../shell/screens';

export const loginScreens: ScreenLoaders = {
  armsLogin: () => import('./LoginScreen').then((m) => m.LoginScreen),
  armsForgotPassword: () => import('../account/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
};
