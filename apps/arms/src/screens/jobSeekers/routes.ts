import type { ScreenLoaders } from '../../shell/screens';

export const jobSeekerScreens: ScreenLoaders = {
  armsJobSeekers: () => import('./JobSeekers').then((m) => m.JobSeekers),
};
