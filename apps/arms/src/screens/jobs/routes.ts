import type { ScreenLoaders } from '../../shell/screens';

export const jobScreens: ScreenLoaders = {
  armsJobs: () => import('./JobsListing').then((m) => m.JobsListing),
};
