import type { ScreenLoaders } from '../../shell/screens';

export const emailsScreens: ScreenLoaders = {
  armsEmails: () => import('./EmailsScreen').then((m) => m.EmailsScreen),
  armsEmailCreate: () => import('./EmailCreate').then((m) => m.EmailCreate),
  armsEmailEdit: () => import('./EmailEdit').then((m) => m.EmailEdit),
};
