import useSWR, { useSWRConfig } from 'swr';
import type { FetchOptions } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../errors';
import type { paths } from '../generated/schema';
import { useArmsClient } from './context';

type GetPath = PathsWithMethod<paths, 'get'>;
type Init<P extends GetPath> = FetchOptions<paths[P]['get']>;
type Data<P extends GetPath> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': infer D } } };
}
  ? D
  : never;

/** What every data hook answers: the data, its loading and error state, and a reload. */
export interface QueryResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  isValidating: boolean;
  reload: () => Promise<unknown>;
}

/** The SWR key of a GET: the path first, so mutations can revalidate every query of a resource. */
function keyOf(path: string, token: string | null, init: unknown) {
  return [path, token, JSON.stringify(init ?? {})] as const;
}

/**
 * A typed GET of any API path (lists with paging and sorting, details): `useArmsQuery('/jobs',
 * { params: { query: { $limit: 25 } } })`. Pass `null` as init to wait (e.g. until an id is known).
 */
export function useArmsQuery<P extends GetPath>(
  path: P,
  init: Init<P> | null,
  options: { keepPreviousData?: boolean; cacheForSession?: boolean } = {},
): QueryResult<Data<P>> {
  const { api, session } = useArmsClient();
  const token = session.getState().token;
  const result = useSWR<Data<P>, ApiError>(
    init === null ? null : keyOf(path, token, init),
    async () => {
      const get = api.GET as unknown as (path: string, init: unknown) => Promise<{ data?: unknown }>;
      const { data } = await get(path, init);
      return data as Data<P>;
    },
    options.cacheForSession
      ? // Reference lists: fetched once per session (the key carries the token), never refetched on focus or mount.
        { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: Infinity }
      : { keepPreviousData: options.keepPreviousData ?? true },
  );
  return {
    data: result.data,
    error: result.error,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    reload: () => result.mutate(),
  };
}

type MutationMethod = 'post' | 'patch' | 'put' | 'delete';

/**
 * A typed mutation (`POST`, `PATCH`, `PUT`, `DELETE`) that revalidates, on success, every query
 * whose path starts with one of `invalidates` (e.g. `['/jobs']` after creating a job).
 */
export function useArmsMutation<M extends MutationMethod, P extends PathsWithMethod<paths, M>>(
  method: M,
  path: P,
  options: { invalidates?: readonly string[] } = {},
) {
  const { api } = useArmsClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ isMutating: boolean; error: ApiError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  // Read at call time, so callers may pass a new array on every render.
  const invalidates = useRef(options.invalidates ?? []);
  invalidates.current = options.invalidates ?? [];
  const trigger = useCallback(
    async (init: FetchOptions<paths[P][M & keyof paths[P]]>) => {
      setState({ isMutating: true, error: undefined });
      try {
        const call = api[method.toUpperCase() as 'POST'] as unknown as (
          path: string,
          init: unknown,
        ) => Promise<{ data?: unknown }>;
        const { data } = await call(path, init);
        const prefixes = invalidates.current;
        await mutate(
          (key) =>
            Array.isArray(key) &&
            typeof key[0] === 'string' &&
            prefixes.some((prefix) => (key[0] as string).startsWith(prefix)),
        );
        setState({ isMutating: false, error: undefined });
        return data;
      } catch (error) {
        setState({ isMutating: false, error: error as ApiError });
        throw error;
      }
    },
    [api, method, path, mutate],
  );
  return { trigger, ...state };
}
