import type { ScreenLoaders } from '../../shell/screens';

export const cmsScreens: ScreenLoaders = {
  armsCms: () => import('./CmsScreen').then((m) => m.CmsScreen),
};
