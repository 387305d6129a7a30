import { fail } from '../../http/errors';

/** The zone a report's calendar days are cut in; companies carry no zone setting (docs/decisions/0095). */
export const reportTimeZone = 'Asia/Singapore';
/** The longest range a report covers, in calendar days, both ends included. */
export const maxRangeDays = 366;
/** Days a report covers when the caller names no range: the last 30 days up to today. */
export const defaultRangeDays = 30;

const dayMs = 86_400_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in a zone. */
export function startOfDay(day: string, timeZone = reportTimeZone): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetAt(new Date(first), timeZone));
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
export function dayOf(instant: Date, timeZone = reportTimeZone): string {
  return new Date(instant.getTime() + offsetAt(instant, timeZone)).toISOString().slice(0, 10);
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export interface ReportRange {
  from: string;
  to: string;
  /** First instant of `from` in the report's zone. */
  start: Date;
  /** First instant of the day after `to` (exclusive end). */
  end: Date;
  /** min(now, end): where the current status of a nomination or job stops counting. */
  asOf: Date;
}

/**
 * The report's range from the `from` and `to` query days (both included, cut in the report's zone):
 * VALIDATION_ERROR for an impossible day, `from` after `to`, or more than `maxRangeDays` days.
 */
export function resolveRange(query: { from?: string; to?: string }, now: Date): ReportRange {
  const issues: Array<{ field: string; code: string; params?: Record<string, string | number> }> = [];
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDay(value))
      issues.push({ field: `querystring.${field}`, code: 'validation.date' });
  }
  if (issues.length > 0) throw fail('VALIDATION_ERROR', issues);
  const to = query.to ?? (query.from ? addDays(query.from, defaultRangeDays - 1) : dayOf(now));
  const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
  if (from > to)
    throw fail('VALIDATION_ERROR', [{ field: 'querystring.from', code: 'report.fromAfterTo', params: { from, to } }]);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
  if (days > maxRangeDays) {
    throw fail('VALIDATION_ERROR', [
      { field: 'querystring.to', code: 'report.rangeTooLong', params: { days, max: maxRangeDays } },
    ]);
  }
  const start = startOfDay(from);
  const end = startOfDay(addDays(to, 1));
  return { from, to, start, end, asOf: new Date(Math.min(now.getTime(), end.getTime())) };
}
