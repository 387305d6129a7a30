import type { ScreenLoaders } from '../../shell/screens';

export const homeScreens: ScreenLoaders = {
  armsHome: () => import('./Home').then((m) => m.Home),
};
