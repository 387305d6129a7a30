import type { Lang } from '../errors/catalogue';
import { localeFor } from './locale';
import { parseDate } from './parse';
import type { DateInput } from './parse';

/** The date formats of section 9: the default date-time, month-and-year for dates without a day, day-month-year. */
export const datePatterns = {
  dateTime: 'YYYY.MM.DD HH:mm:ss',
  date: 'YYYY.MM.DD',
  monthYear: 'MMM YYYY',
  dayMonthYear: 'DD MMM YYYY',
} as const;

/** Options of `formatDate`. */
export interface DateFormatOptions {
  /** Tokens YYYY, MMM, MM, DD, HH, mm, ss; other characters are copied. Default: see `formatDate`. */
  readonly pattern?: string;
  /** Language of month names; `vn` uses the `vi` locale. Default `en`. */
  readonly lang?: Lang;
  /** IANA time zone instants are shown in. Default `UTC`, so output never depends on the machine. */
  readonly timeZone?: string;
}

/** Calendar fields of an instant in a time zone. */
export interface CalendarParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar fields of an instant in a time zone (default UTC) for the date rules of section 9, read
 * through Intl so no machine setting leaks in. An unknown time zone throws Intl's RangeError.
 */
export function calendarParts(instant: Date, timeZone = 'UTC'): CalendarParts {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const read = (type: string) => Number(parts[type]);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date formatting of section 9. The default is `YYYY.MM.DD HH:mm:ss` for instants and
 * `YYYY.MM.DD` for calendar dates; a value without a day part (`2024-03`) always shows as `MMM YYYY`.
 * Instants are shown in `timeZone` (default UTC); calendar dates are never shifted. Month names follow
 * the language (`vn` uses `vi`). Null for a missing or invalid value: the app shows a placeholder.
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  const calendarValue = parsed.precision !== 'time';
  const timeZone = calendarValue ? 'UTC' : (options.timeZone ?? 'UTC');
  const pattern =
    parsed.precision === 'month'
      ? datePatterns.monthYear
      : (options.pattern ?? (calendarValue ? datePatterns.date : datePatterns.dateTime));
  const parts = calendarParts(parsed.instant, timeZone);
  const monthName = () =>
    new Intl.DateTimeFormat(localeFor(options.lang ?? 'en'), { month: 'short', timeZone }).format(parsed.instant);
  return pattern.replace(/YYYY|MMM|MM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(parts.year, 4);
      case 'MMM':
        return monthName();
      case 'MM':
        return pad(parts.month);
      case 'DD':
        return pad(parts.day);
      case 'HH':
        return pad(parts.hour);
      case 'mm':
        return pad(parts.minute);
      default:
        return pad(parts.second);
    }
  });
}
