import { describe, expect, it } from 'vitest';
import { parseDate } from './parse';

describe('given a date value', () => {
  it.each([
    ['2024-03', 'month', '2024-03-01T00:00:00.000Z'],
    ['2024.3', 'month', '2024-03-01T00:00:00.000Z'],
    ['2024/12', 'month', '2024-12-01T00:00:00.000Z'],
    ['2024-03-15', 'day', '2024-03-15T00:00:00.000Z'],
    ['2024.03.15', 'day', '2024-03-15T00:00:00.000Z'],
    ['2024-02-29', 'day', '2024-02-29T00:00:00.000Z'],
    ['2024-03-15T10:20:30Z', 'time', '2024-03-15T10:20:30.000Z'],
    ['2024-03-15T10:20:30+07:00', 'time', '2024-03-15T03:20:30.000Z'],
    [Date.UTC(2020, 0, 1), 'time', '2020-01-01T00:00:00.000Z'],
    [new Date(Date.UTC(2020, 0, 1)), 'time', '2020-01-01T00:00:00.000Z'],
  ])('should read %j with %s precision', (value, precision, iso) => {
    const parsed = parseDate(value);
    expect(parsed?.precision).toBe(precision);
    expect(parsed?.instant.toISOString()).toBe(iso);
  });

  it.each([
    ['2024-13'],
    ['2023-02-29'],
    ['2024-04-31'],
    ['tomorrow'],
    [''],
    [null],
    [undefined],
    [Number.NaN],
    [new Date('x')],
    [{}],
  ])('should refuse %j', (value) => {
    expect(parseDate(value as never)).toBeUndefined();
  });
});
