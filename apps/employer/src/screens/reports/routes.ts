import type { ScreenLoaders } from '../../shell/screens';

/** The four reports of section 2; each loads the charting library in its own chunk, never the shell. */
export const reportScreens: ScreenLoaders = {
  reportNominatedToHiringEntities: () => import('./NominationReport').then((m) => m.NominatedToHiringEntities),
  reportNominatedToJobs: () => import('./NominationReport').then((m) => m.NominatedToJobs),
  reportNominatedByRecruiter: () => import('./NominationReport').then((m) => m.NominatedByRecruiter),
  reportJobListing: () => import('./JobListingReport').then((m) => m.JobListingReport),
};
