import { useEffect, useRef, useState } from 'react';
import type { DataTablePage, DataTableSort } from '../DataTable';

/** The page sizes a list offers unless it says otherwise. */
export const listPageSizes = [10, 25, 50, 100] as const;

/**
 * Sets the search parameters from the current ones, as react-router's `setSearchParams` does
 * (`replace` keeps typing and paging out of the browser history).
 */
export type SetListSearchParams = (
  next: (current: URLSearchParams) => URLSearchParams,
  options: { replace: boolean },
) => void;

/** What a list keeps in the URL besides its search and page. */
export interface ListStateOptions<Field extends string = string> {
  /** The page sizes offered; a `limit` outside them falls back to `defaultLimit`. Defaults to 10, 25, 50, 100. */
  pageSizes?: readonly number[];
  /** The page size when the URL names none. Defaults to 25. */
  defaultLimit?: number;
  /** The columns the list may sort on; a `sort` outside them is ignored. Defaults to none. */
  sortFields?: readonly Field[];
  /** How long the search box waits after the last key before the URL follows, in ms. Defaults to 300. */
  searchDelay?: number;
}

/** A list's state as read from the URL, with the calls that change it. */
export interface ListState<Field extends string = string> {
  /** The search (`q`), trimmed, as the URL has it. */
  q: string;
  skip: number;
  limit: number;
  /** The page, as `DataTable` takes it. */
  page: DataTablePage;
  pageSizes: readonly number[];
  /** The sort (`sort` and `dir=desc`) when it names one of `sortFields`. */
  sort: (DataTableSort & { field: Field }) | null;
  /** A parameter from the URL, or `null`. */
  get: (name: string) => string | null;
  /** A parameter when it is one of `allowed`, else `null` (a filter from a fixed set). */
  oneOf: <Value extends string>(name: string, allowed: readonly Value[]) => Value | null;
  /** Sets parameters (`null` or `''` removes one); back to the first page unless `resetPage` is false. */
  update: (changes: Record<string, string | null>, resetPage?: boolean) => void;
  /** Spread on the search box: it types freely and the URL follows after `searchDelay`. */
  search: { value: string; onChange: (event: { target: { value: string } }) => void };
  /** `DataTable`'s `onPageChange`: page and size in the URL, the defaults left out. */
  onPageChange: (page: DataTablePage) => void;
  /** `DataTable`'s `onSortChange`: the sort in the URL, back to the first page. */
  onSortChange: (sort: DataTableSort | null) => void;
}

/** A whole number from the URL, or the fallback when it is missing or not one. */
function wholeNumber(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return value !== null && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * The state of a server-paged list kept in the URL: search `q`, `skip`/`limit`, `sort`/`dir` and any filter,
 * so a list can be bookmarked and the back button restores it. Router-free: pass the search parameters and
 * their setter (react-router's `useSearchParams()` fits as it is).
 *
 * ```tsx
 * const [params, setParams] = useSearchParams();
 * const list = useListState(params, setParams, { sortFields: ['name'] });
 * <TextField label="Search" type="search" {...list.search} />
 * <DataTable page={list.page} sort={list.sort} onPageChange={list.onPageChange} onSortChange={list.onSortChange} … />
 * ```
 */
export function useListState<Field extends string = string>(
  params: URLSearchParams,
  setParams: SetListSearchParams,
  options: ListStateOptions<Field> = {},
): ListState<Field> {
  const { pageSizes = listPageSizes, defaultLimit = 25, sortFields = [], searchDelay = 300 } = options;
  const q = (params.get('q') ?? '').trim();
  const wanted = wholeNumber(params.get('limit'), defaultLimit);
  const limit = pageSizes.includes(wanted) ? wanted : defaultLimit;
  const skip = wholeNumber(params.get('skip'), 0);
  const sortParam = params.get('sort');
  const sortField = sortFields.find((field) => field === sortParam) ?? null;
  const sort = sortField
    ? { field: sortField, direction: params.get('dir') === 'desc' ? (-1 as const) : (1 as const) }
    : null;

  // Changes made in one event build on each other (DataTable follows a sort change with a page change):
  // a router's setter may hand every call the parameters of the last render, so the latest are kept here.
  const latest = useRef(params);
  latest.current = params;
  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('skip');
    latest.current = next;
    setParams(() => next, { replace: true });
  };

  // The search box types freely; the URL (and so the query) follows after a short pause.
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => update({ q: typed.trim() || null }), searchDelay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [typed]);

  return {
    q,
    skip,
    limit,
    page: { skip, limit },
    pageSizes,
    sort,
    get: (name) => params.get(name),
    oneOf: (name, allowed) => allowed.find((value) => value === params.get(name)) ?? null,
    update,
    search: { value: typed, onChange: (event) => setTyped(event.target.value) },
    onPageChange: (page) =>
      update(
        {
          skip: page.skip ? String(page.skip) : null,
          limit: page.limit === defaultLimit ? null : String(page.limit),
        },
        false,
      ),
    onSortChange: (next) => update({ sort: next ? next.field : null, dir: next?.direction === -1 ? 'desc' : null }),
  };
}
