import { describe, expect, it } from 'vitest';
import { calendarParts, datePatterns, formatDate } from './date';

const instant = '2024-03-05T17:04:09Z';

describe('given the date formats of section 9', () => {
  it('should name the default, month-year and day-month-year patterns', () => {
    expect(datePatterns).toMatchObject({
      dateTime: 'YYYY.MM.DD HH:mm:ss',
      monthYear: 'MMM YYYY',
      dayMonthYear: 'DD MMM YYYY',
    });
  });

  it.each([
    ['an instant, by default in UTC', instant, {}, '2024.03.05 17:04:09'],
    ['an instant in Ho Chi Minh City', instant, { timeZone: 'Asia/Ho_Chi_Minh' }, '2024.03.06 00:04:09'],
    ['an instant in New York', instant, { timeZone: 'America/New_York' }, '2024.03.05 12:04:09'],
    ['an instant as DD MMM YYYY', instant, { pattern: datePatterns.dayMonthYear }, '05 Mar 2024'],
    ['an instant as MMM YYYY', instant, { pattern: datePatterns.monthYear }, 'Mar 2024'],
    ['a value without a day', '2024-03', {}, 'Mar 2024'],
    ['a value without a day, whatever the pattern', '2024-03', { pattern: datePatterns.dateTime }, 'Mar 2024'],
    ['a calendar date', '2024-03-05', {}, '2024.03.05'],
    [
      'a calendar date never shifted by the zone',
      '2024-03-05',
      { timeZone: 'America/Los_Angeles', pattern: 'DD MMM YYYY' },
      '05 Mar 2024',
    ],
    ['midnight in h23', '2024-03-05T00:00:00Z', {}, '2024.03.05 00:00:00'],
    ['an early year', '0999-01-01T00:00:00Z', { pattern: 'YYYY' }, '0999'],
  ])('should format %s', (_name, value, options, expected) => {
    expect(formatDate(value, options)).toBe(expected);
  });

  it('should name months in Vietnamese for vn', () => {
    const text = formatDate(instant, { pattern: datePatterns.monthYear, lang: 'vn' });
    expect(text).toBe(
      `${new Intl.DateTimeFormat('vi-VN', { month: 'short', timeZone: 'UTC' }).format(new Date(instant))} 2024`,
    );
    expect(text).not.toContain('Mar');
  });

  it.each([[null], [undefined], ['not a date'], ['2024-02-30']])('should give null for %j', (value) => {
    expect(formatDate(value)).toBeNull();
  });
});

describe('given an instant and a time zone', () => {
  it('should read its calendar fields without the machine setting', () => {
    expect(calendarParts(new Date(instant), 'Asia/Ho_Chi_Minh')).toEqual({
      year: 2024,
      month: 3,
      day: 6,
      hour: 0,
      minute: 4,
      second: 9,
    });
    expect(calendarParts(new Date(instant))).toEqual({ year: 2024, month: 3, day: 5, hour: 17, minute: 4, second: 9 });
  });
});
