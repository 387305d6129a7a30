import { act, cleanup, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListState, type ListStateOptions, type SetListSearchParams } from './useListState';

/** The hook over a URL held in state, as a router would hold it; `history` counts the non-replacing writes. */
function renderList(search: string, options?: ListStateOptions<'name' | 'createdAt'>) {
  const history: string[] = [];
  const rendered = renderHook(() => {
    const [params, setState] = useState(() => new URLSearchParams(search));
    // As react-router's setter does, every call starts from the parameters of the last render.
    const setParams: SetListSearchParams = (next, { replace }) => {
      const updated = next(params);
      if (!replace) history.push(updated.toString());
      setState(updated);
    };
    return { list: useListState(params, setParams, options), url: params.toString() };
  });
  return { ...rendered, history };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('given a list URL', () => {
  it('should read search, page and size, and fall back where the URL holds no valid value', () => {
    expect(renderList('q=+lotus+&skip=50&limit=50').result.current.list).toMatchObject({
      q: 'lotus',
      page: { skip: 50, limit: 50 },
    });
    expect(renderList('skip=-5&limit=33').result.current.list.page).toEqual({ skip: 0, limit: 25 });
    expect(renderList('skip=1.5&limit=').result.current.list.page).toEqual({ skip: 0, limit: 25 });
    expect(renderList('limit=20', { pageSizes: [20, 40], defaultLimit: 20 }).result.current.list.limit).toBe(20);
  });

  it('should read a sort only on a field the list allows', () => {
    const options = { sortFields: ['name', 'createdAt'] as const };
    expect(renderList('sort=name&dir=desc', options).result.current.list.sort).toEqual({
      field: 'name',
      direction: -1,
    });
    expect(renderList('sort=createdAt', options).result.current.list.sort).toEqual({
      field: 'createdAt',
      direction: 1,
    });
    expect(renderList('sort=password', options).result.current.list.sort).toBeNull();
  });

  it('should take a filter only from its allowed values', () => {
    const { result } = renderList('status=1&kind=evil');
    expect(result.current.list.oneOf('status', ['0', '1'])).toBe('1');
    expect(result.current.list.oneOf('kind', ['a', 'b'])).toBeNull();
    expect(result.current.list.get('kind')).toBe('evil');
  });
});

describe('given changes', () => {
  it('should set and remove parameters and go back to the first page, without adding history', () => {
    const { result, history } = renderList('q=a&skip=50&status=1');
    act(() => result.current.list.update({ status: null, kind: 'b' }));
    expect(result.current.url).toBe('q=a&kind=b');
    expect(history).toEqual([]);
  });

  it('should keep the page when asked, and leave the default size out of the URL', () => {
    const { result } = renderList('q=a');
    act(() => result.current.list.onPageChange({ skip: 50, limit: 50 }));
    expect(result.current.url).toBe('q=a&skip=50&limit=50');
    act(() => result.current.list.onPageChange({ skip: 0, limit: 25 }));
    expect(result.current.url).toBe('q=a');
  });

  it('should put a sort in the URL and remove it when the sort is cleared', () => {
    const { result } = renderList('skip=25', { sortFields: ['name'] });
    act(() => result.current.list.onSortChange({ field: 'name', direction: -1 }));
    expect(result.current.url).toBe('sort=name&dir=desc');
    act(() => result.current.list.onSortChange(null));
    expect(result.current.url).toBe('');
  });

  it('should keep a sort made in the same event as a page change (DataTable sorts, then goes to the first page)', () => {
    const { result } = renderList('skip=25', { sortFields: ['name'] });
    act(() => {
      result.current.list.onSortChange({ field: 'name', direction: 1 });
      result.current.list.onPageChange({ skip: 0, limit: 25 });
    });
    expect(result.current.url).toBe('sort=name');
  });

  it('should follow the search box after the pause, trimmed, and only once typing stops', () => {
    vi.useFakeTimers();
    const { result } = renderList('skip=25');
    act(() => result.current.list.search.onChange({ target: { value: ' lo' } }));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.list.search.onChange({ target: { value: ' lotus ' } }));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.url).toBe('skip=25');
    expect(result.current.list.search.value).toBe(' lotus ');
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.url).toBe('q=lotus');
    act(() => result.current.list.search.onChange({ target: { value: '' } }));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.url).toBe('');
  });
});
