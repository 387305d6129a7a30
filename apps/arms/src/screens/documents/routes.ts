import type { ScreenLoaders } from '../../shell/screens';

export const documentsScreens: ScreenLoaders = {
  armsDocuments: () => import('./DocumentsScreen').then((m) => m.DocumentsScreen),
};
