import type { ScreenLoaders } from '../../../shell/screens';

/** The job detail with its pipeline, and the nomination screens reached from it (issue 12, points 4 and 5). */
export const jobDetailScreens: ScreenLoaders = {
  jobDetail: () => import('./JobDetail').then((m) => m.JobDetail),
  jobApplicationEdit: () => import('./ApplicationEdit').then((m) => m.ApplicationEdit),
  jobApplicationPreview: () => import('./DocumentPreview').then((m) => m.ApplicationDocumentPreview),
  jobOtherDocumentPreview: () => import('./DocumentPreview').then((m) => m.OtherDocumentPreview),
};
