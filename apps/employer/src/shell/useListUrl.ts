import { useListState, type ListState, type ListStateOptions } from '@arms/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * The employer portal's list state in the URL (search, page, sort, filters): `@arms/ui`'s `useListState` over
 * react-router's search parameters, so a list can be bookmarked and the back button restores it.
 */
export function useListUrl<Field extends string = string>(options?: ListStateOptions<Field>): ListState<Field> {
  const [params, setParams] = useSearchParams();
  return useListState(params, setParams, options);
}
