/** A date as forms, the API and the database hand it over. */
export type DateInput = Date | string | number | null | undefined;

/**
 * A parsed date and how precise it is: `month` for values without a day part (`2024-03`), `day` for
 * calendar dates (`2024-03-15`), `time` for instants. Month and day values are calendar values at
 * UTC midnight, never shifted by a time zone.
 */
export interface ParsedDate {
  readonly instant: Date;
  readonly precision: 'month' | 'day' | 'time';
}

const monthOnly = /^(\d{4})[-./](\d{1,2})$/;
const dayOnly = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;

function calendar(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

/**
 * Reads a date for the formatting and validation rules (sections 5 and 9): a Date, epoch
 * milliseconds, `YYYY-MM` (no day part), `YYYY-MM-DD` (a calendar date; `.` and `/` also separate),
 * or an ISO date-time. Undefined for anything missing or invalid.
 */
export function parseDate(value: DateInput): ParsedDate | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { instant: value, precision: 'time' };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { instant: new Date(value), precision: 'time' } : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const month = monthOnly.exec(text);
  if (month) {
    const instant = calendar(Number(month[1]), Number(month[2]), 1);
    return instant && { instant, precision: 'month' };
  }
  const day = dayOnly.exec(text);
  if (day) {
    const instant = calendar(Number(day[1]), Number(day[2]), Number(day[3]));
    return instant && { instant, precision: 'day' };
  }
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : { instant: new Date(time), precision: 'time' };
}
