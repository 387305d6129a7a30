import type { paths } from '../generated/schema';
import { useArmsQuery } from './hooks';

export type JobListQuery = NonNullable<paths['/jobs']['get']['parameters']['query']>;
export type JobList = paths['/jobs']['get']['responses']['200']['content']['application/json'];

/** One page of the company's jobs (`GET /jobs`), refetched when the query changes. */
export function useJobs(query: JobListQuery, options: { enabled?: boolean } = {}) {
  return useArmsQuery('/jobs', options.enabled === false ? null : { params: { query } });
}
