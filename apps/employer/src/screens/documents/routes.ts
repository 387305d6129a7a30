import type { ScreenLoaders } from '../../shell/screens';

export const documentScreens: ScreenLoaders = {
  documents: () => import('./DocumentsScreen').then((m) => m.DocumentsScreen),
};
