import type { Translatable } from '../i18n/translate';
import { experienceBandFromMonths } from '../resumes/bands';
import { calendarParts } from './date';
import { parseDate } from './parse';
import type { DateInput } from './parse';

/**
 * Age in completed years from a date of birth (section 9), on the calendar of `timeZone` (default UTC)
 * at `now`. Undefined for a missing or invalid date of birth, or one after `now`.
 */
export function ageFrom(dateOfBirth: DateInput, now: Date, timeZone = 'UTC'): number | undefined {
  const parsed = parseDate(dateOfBirth);
  if (!parsed) return undefined;
  const born = calendarParts(parsed.instant, parsed.precision === 'time' ? timeZone : 'UTC');
  const today = calendarParts(now, timeZone);
  const beforeBirthday = today.month < born.month || (today.month === born.month && today.day < born.day);
  const age = today.year - born.year - (beforeBirthday ? 1 : 0);
  return age < 0 ? undefined : age;
}

/**
 * The age label of section 9: "{{count}} years", or the Undisclosed placeholder when the date of birth
 * is missing or the age is under one year. Returns an i18n key and params for the app to translate.
 */
export function formatAge(dateOfBirth: DateInput, now: Date, timeZone = 'UTC'): Translatable {
  const age = ageFrom(dateOfBirth, now, timeZone);
  if (age === undefined || age < 1) return { key: 'domain.placeholder.undisclosed' };
  return { key: 'domain.format.age', params: { count: age } };
}

/**
 * The experience label of section 9: the band of months divided by 12 (0-5 ... above 30 years), or
 * the N/A placeholder when the months are missing or negative.
 */
export function formatExperience(months: unknown): Translatable {
  const band = experienceBandFromMonths(months);
  return { key: band ? band.labelKey : 'domain.placeholder.notApplicable' };
}
