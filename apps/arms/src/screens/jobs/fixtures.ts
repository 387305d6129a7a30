import type { AdminJob } from './JobsListing';

/** A job row as `GET /jobs/arms` and `GET /logs/closed-jobs` answer it; override any field. */
export function aJobRow(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 11,
    companyId: 1,
    companyName: 'Lotus Engineering Pte. Ltd.',
    position: 'Senior Structural Engineer',
    jobStatusId: 239,
    jobStatus: 'Open',
    publishState: 'jobboard',
    createdAt: '2026-11-02T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}
