import type { ScreenLoaders } from '../../shell/screens';

export const resetPasswordScreens: ScreenLoaders = {
  armsResetPassword: () => import('./ResetPassword').then((m) => m.ResetPassword),
};
