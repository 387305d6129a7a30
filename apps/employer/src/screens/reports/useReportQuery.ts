import type { DataTablePage, DataTableSort } from '@arms/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The longest range a report covers, both days included (the API's limit, docs/decisions/0095). */
export const maxRangeDays = 366;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Days from `from` to `to`, both included; NaN when either is not a day. */
export function daysInRange(from: string, to: string): number {
  if (!dayPattern.test(from) || !dayPattern.test(to)) return Number.NaN;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a range cannot be asked for, or null. */
export function rangeProblem(from: string, to: string): 'rangeRequired' | 'rangeReversed' | 'rangeTooLong' | null {
  if (!from || !to) return 'rangeRequired';
  const days = daysInRange(from, to);
  if (Number.isNaN(days)) return 'rangeRequired';
  if (days < 1) return 'rangeReversed';
  if (days > maxRangeDays) return 'rangeTooLong';
  return null;
}

export interface ReportQuery {
  from: string | undefined;
  to: string | undefined;
  /** Status ids (nominations 1 to 12, or job status ids). */
  statuses: number[];
  page: DataTablePage;
  sort: DataTableSort | null;
}

/**
 * A report's filters, page and sort, kept in the URL (`?from=&to=&status=1,4&skip=&limit=&sort=name:1`)
 * so a report can be bookmarked, shared and reloaded.
 */
export function useReportQuery(defaultLimit = 25) {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ReportQuery>(() => {
    const from = params.get('from') ?? undefined;
    const to = params.get('to') ?? undefined;
    const statuses = (params.get('status') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    const skip = Math.max(0, Number(params.get('skip')) || 0);
    const limit = Number(params.get('limit')) || defaultLimit;
    const [field, direction] = (params.get('sort') ?? '').split(':');
    const sort =
      field && (direction === '1' || direction === '-1') ? { field, direction: Number(direction) as 1 | -1 } : null;
    return {
      from: from && dayPattern.test(from) ? from : undefined,
      to: to && dayPattern.test(to) ? to : undefined,
      statuses,
      page: { skip, limit },
      sort,
    };
  }, [params, defaultLimit]);

  const update = useCallback(
    (changes: Partial<ReportQuery>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ('from' in changes) set('from', changes.from);
          if ('to' in changes) set('to', changes.to);
          if (changes.statuses) set('status', changes.statuses.join(','));
          if (changes.sort !== undefined)
            set('sort', changes.sort ? `${changes.sort.field}:${changes.sort.direction}` : undefined);
          if (changes.page) {
            set('skip', changes.page.skip ? String(changes.page.skip) : undefined);
            set('limit', changes.page.limit !== defaultLimit ? String(changes.page.limit) : undefined);
          } else if ('from' in changes || 'to' in changes || changes.statuses || changes.sort !== undefined) {
            // A new filter or order starts again at the first page.
            next.delete('skip');
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams, defaultLimit],
  );
  return { query, update };
}
