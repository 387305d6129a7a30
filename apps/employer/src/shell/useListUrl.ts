import { useListState, type ListState, type ListStateOptions, type SetListSearchParams } from '@arms/ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The employer portal's list state in the URL (search, page, sort, filters): `useListState` over
 * react-router's search parameters.
 *
 * Changes made in one event build on each other (DataTable's sort change is followed by a page change
 * back to the first page): react-router's functional setter sees the parameters of the last render, so the
 * latest ones are kept here.
 */
export function useListUrl<Field extends string = string>(options?: ListStateOptions<Field>): ListState<Field> {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const set: SetListSearchParams = (next, navigateOptions) => {
    const updated = next(new URLSearchParams(latest.current));
    latest.current = updated;
    setParams(updated, navigateOptions);
  };
  return useListState(params, set, options);
}
