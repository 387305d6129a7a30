import { describe, expect, it } from 'vitest';
import { ageFrom, formatAge, formatExperience } from './age';

const now = new Date('2026-06-15T12:00:00Z');

describe('given a date of birth', () => {
  it.each([
    ['a birthday already passed this year', '1990-01-01', 36],
    ['a birthday today', '1990-06-15', 36],
    ['a birthday tomorrow', '1990-06-16', 35],
    ['a birthday later this month', '2000-06-30', 25],
    ['a birthday earlier this month', '2000-06-01', 26],
    ['a birthday next month', '2000-07-01', 25],
    ['a baby', '2026-01-01', 0],
    ['an instant', new Date('1990-06-15T00:00:00Z'), 36],
  ])('should compute the age for %s', (_name, dob, age) => {
    expect(ageFrom(dob, now)).toBe(age);
  });

  it.each([[null], [undefined], ['garbage'], ['2027-01-01']])('should give no age for %j', (dob) => {
    expect(ageFrom(dob, now)).toBeUndefined();
  });

  it('should use the calendar of the given time zone', () => {
    const lateEvening = new Date('2026-06-14T20:00:00Z');
    expect(ageFrom('1990-06-15', lateEvening)).toBe(35);
    expect(ageFrom('1990-06-15', lateEvening, 'Asia/Ho_Chi_Minh')).toBe(36);
  });
});

describe('given the age label of section 9', () => {
  it.each([
    ['an adult', '1990-01-01', { key: 'domain.format.age', params: { count: 36 } }],
    ['exactly one year', '2025-06-15', { key: 'domain.format.age', params: { count: 1 } }],
    ['under one year', '2025-06-16', { key: 'domain.placeholder.undisclosed' }],
    ['no date of birth', null, { key: 'domain.placeholder.undisclosed' }],
    ['a future date', '2030-01-01', { key: 'domain.placeholder.undisclosed' }],
  ])('should label %s', (_name, dob, expected) => {
    expect(formatAge(dob, now)).toEqual(expected);
  });
});

describe('given months of experience', () => {
  it.each([
    [0, 'domain.experienceBand.upTo5'],
    [61, 'domain.experienceBand.from5To10'],
    [400, 'domain.experienceBand.above30'],
    [null, 'domain.placeholder.notApplicable'],
    [-3, 'domain.placeholder.notApplicable'],
  ])('should label %j months as %s', (months, key) => {
    expect(formatExperience(months)).toEqual({ key });
  });
});
