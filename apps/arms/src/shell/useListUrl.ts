import { useListState, type ListState, type ListStateOptions } from '@arms/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * The state of an admin list kept in the URL (search `q`, `skip`/`limit`, `sort`/`dir` and any filter):
 * `@arms/ui`'s `useListState` on react-router's search parameters, so a list can be bookmarked and the back
 * button restores it.
 */
export function useListUrl<Field extends string = string>(options?: ListStateOptions<Field>): ListState<Field> {
  const [params, setParams] = useSearchParams();
  return useListState(params, setParams, options);
}
