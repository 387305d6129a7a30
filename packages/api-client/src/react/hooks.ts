import useSWR, { type SWRConfiguration } from 'swr';
import { initCache, type Cache, type ScopedMutator } from 'swr/_internal';
import type { FetchOptions } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../errors';
import type { paths } from '../generated/schema';
import { useArmsClient, useQueryStore } from './context';

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

/**
 * SWR bound to the provider's own cache, with what the provider used to configure: a 4xx answer will not
 * change by asking again (the transport events handle 401 and 5xx), and no refetch on window focus.
 * Binding here rather than with `SWRConfig` in the provider keeps SWR out of a first screen without
 * queries.
 */
function useQueryCache(): { config: SWRConfiguration; mutate: ScopedMutator } {
  const store = useQueryStore() as unknown as Cache;
  const [cache, mutate] = initCache(store) ?? [store, undefined];
  if (!mutate) throw new Error('useArmsQuery: the query cache could not be set up');
  // `cache` is a per-hook option SWR reads as `SWRConfig`'s provider would set it; its public type omits it.
  const config: SWRConfiguration & { cache: Cache } = { cache, shouldRetryOnError: false, revalidateOnFocus: false };
  return { config, mutate };
}

/** The SWR key of a GET: the path first, so mutations can revalidate every query of a resource. */
function keyOf(path: string, token: string | null, init: unknown) {
  return [path, token, JSON.stringify(init ?? {})] as const;
}

/** How often, at most, a reference list cached for the session is read again on focus or reconnect. */
const referenceRefreshMs = 60_000;

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
  const { config } = useQueryCache();
  const token = session.getState().token;
  const result = useSWR<Data<P>, ApiError>(
    init === null ? null : keyOf(path, token, init),
    async () => {
      const get = api.GET as unknown as (path: string, init: unknown) => Promise<{ data?: unknown }>;
      const { data } = await get(path, init);
      return data as Data<P>;
    },
    options.cacheForSession
      ? // Reference lists: fetched once per session (the key carries the token) and not refetched when another
        // screen mounts; read again when the tab regains focus or the network comes back (at most once a minute),
        // so what the platform administrator changed reaches an open portal without a reload (decision 0156).
        {
          ...config,
          revalidateIfStale: false,
          revalidateOnFocus: true,
          revalidateOnReconnect: true,
          focusThrottleInterval: referenceRefreshMs,
          dedupingInterval: referenceRefreshMs,
        }
      : { ...config, keepPreviousData: options.keepPreviousData ?? true },
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
  const { mutate } = useQueryCache();
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

type PostPath = PathsWithMethod<paths, 'post'>;
type PostInit<P extends PostPath> = FetchOptions<paths[P]['post']>;
type PostData<P extends PostPath> = paths[P]['post'] extends {
  responses: { 200: { content: { 'application/json': infer D } } };
}
  ? D
  : never;

/**
 * A read that the API answers to a POST because its criteria are a body (`POST /resumes/search`):
 * cached and revalidated like `useArmsQuery`, keyed by the path and the body, so a mutation that
 * invalidates `/resumes` refreshes it too. Pass `null` to wait.
 */
export function useArmsPostQuery<P extends PostPath>(
  path: P,
  init: PostInit<P> | null,
  options: { keepPreviousData?: boolean } = {},
): QueryResult<PostData<P>> {
  const { api, session } = useArmsClient();
  const { config } = useQueryCache();
  const token = session.getState().token;
  const result = useSWR<PostData<P>, ApiError>(
    init === null ? null : ([path, token, JSON.stringify(init), 'post'] as const),
    async () => {
      const post = api.POST as unknown as (path: string, init: unknown) => Promise<{ data?: unknown }>;
      const { data } = await post(path, init);
      return data as PostData<P>;
    },
    { ...config, keepPreviousData: options.keepPreviousData ?? true },
  );
  return {
    data: result.data,
    error: result.error,
    isLoading: result.isLoading,
    isValidating: result.isValidating,
    reload: () => result.mutate(),
  };
}
