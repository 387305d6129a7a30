import type { ScreenLoaders } from '../../shell/screens';

export const jobScreens: ScreenLoaders = {
  jobs: () => import('./JobsList').then((m) => m.JobsList),
  jobsMine: () => import('./JobsList').then((m) => m.JobsMine),
  jobCreate: () => import('./JobWizard').then((m) => m.JobCreate),
  jobEdit: () => import('./JobWizard').then((m) => m.JobEdit),
};
