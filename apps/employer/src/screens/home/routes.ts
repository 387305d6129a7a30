import type { ScreenLoaders } from '../../shell/screens';

export const homeScreens: ScreenLoaders = {
  home: () => import('./Home').then((m) => m.Home),
};
