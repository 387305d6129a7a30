import useSWR from 'swr';
import type { ApiError } from '../errors';
import type { paths } from '../generated/schema';
import { useArmsClient } from './context';

export type JobListQuery = NonNullable<paths['/jobs']['get']['parameters']['query']>;
export type JobList = paths['/jobs']['get']['responses']['200']['content']['application/json'];

/** One page of the company's jobs (`GET /jobs`), refetched when the query changes. */
export function useJobs(query: JobListQuery, options: { enabled?: boolean } = {}) {
  const { api, session } = useArmsClient();
  const key = options.enabled === false ? null : (['/jobs', session.getState().token, JSON.stringify(query)] as const);
  const result = useSWR<JobList, ApiError>(
    key,
    async () => {
      const { data } = await api.GET('/jobs', { params: { query } });
      return data as JobList;
    },
    { keepPreviousData: true },
  );
  return {
    data: result.data,
    error: result.error,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    reload: () => result.mutate(),
  };
}
