import type { ScreenLoaders } from '../../shell/screens';

export const hiringEntityScreens: ScreenLoaders = {
  hiringEntities: () => import('./HiringEntitiesList').then((m) => m.HiringEntitiesList),
  hiringEntityDetail: () => import('./HiringEntityDetail').then((m) => m.HiringEntityDetail),
  hiringEntityCreate: () => import('./HiringEntityCreate').then((m) => m.HiringEntityCreate),
  hiringEntityEdit: () => import('./HiringEntityEdit').then((m) => m.HiringEntityEdit),
};
