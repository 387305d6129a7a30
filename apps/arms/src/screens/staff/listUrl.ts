import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const pageSizes = [10, 25, 50, 100] as const;

/** A whole number from the URL, or the fallback when it is missing or not one. */
const numberParam = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * The state of an admin list kept in the URL (search `q`, paging `skip`/`limit` and any filter), so a list can
 * be bookmarked and the back button restores it. The search box types freely; the URL follows after a pause.
 */
export function useListUrl() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const wanted = numberParam(params.get('limit'), 25);
  const limit = (pageSizes as readonly number[]).includes(wanted) ? wanted : 25;
  const skip = numberParam(params.get('skip'), 0);

  const update = (changes: Record<string, string | null>, resetPage = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('skip');
        return next;
      },
      { replace: true },
    );

  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => update({ q: typed.trim() || null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [typed]);

  return {
    params,
    q,
    skip,
    limit,
    update,
    search: { value: typed, onChange: (event: { target: { value: string } }) => setTyped(event.target.value) },
    /** The DataTable's paging callback: page and size in the URL, the defaults left out. */
    onPageChange: (page: { skip: number; limit: number }) =>
      update(
        { skip: page.skip ? String(page.skip) : null, limit: page.limit === 25 ? null : String(page.limit) },
        false,
      ),
  };
}

/** The calendar locale of the interface language (`vn` is Vietnamese, `vi` to Intl). */
export const localeOf = (lang: string) => (lang === 'vn' ? 'vi' : 'en');
