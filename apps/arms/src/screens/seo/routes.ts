import type { ScreenLoaders } from '../../shell/screens';

export const seoScreens: ScreenLoaders = {
  armsSeo: () => import('./SeoScreen').then((m) => m.SeoScreen),
};
