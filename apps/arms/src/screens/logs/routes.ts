import type { ScreenLoaders } from '../../shell/screens';

export const logScreens: ScreenLoaders = {
  armsLogs: () => import('./Logs').then((m) => m.Logs),
};
