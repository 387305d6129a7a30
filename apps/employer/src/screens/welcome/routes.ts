import type { ScreenLoaders } from '../../shell/screens';

export const welcomeScreens: ScreenLoaders = {
  welcome: () => import('./WelcomeScreen').then((m) => m.WelcomeScreen),
};
