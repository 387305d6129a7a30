import type { ScreenLoaders } from '../../shell/screens';

export const loginScreens: ScreenLoaders = {
  login: () => import('./LoginScreen').then((m) => m.LoginScreen),
};
