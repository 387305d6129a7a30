import { describe, expect, it } from 'vitest';
import { parseAmount, salaryPeriods, validateSalary, validateSalaryRange } from './salary';

describe('given the salary periods of section 9', () => {
  it('should number per hour 1, per day 2, per month 3, per annum 4', () => {
    expect(salaryPeriods.idOf).toEqual({ perHour: 1, perDay: 2, perMonth: 3, perAnnum: 4 });
  });
});

describe('given an amount typed in a form', () => {
  it.each([
    [5000, 5000],
    [0, 0],
    ['5000', 5000],
    [' 12.5 ', 12.5],
    ['-5', undefined],
    ['5,000', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['', undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('should read %j as %j (numbers only)', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });
});

describe('given a salary range', () => {
  it.each([
    ['a valid range', { min: 1000, max: 2000, frequency: 3 }, []],
    ['a valid range typed as text', { min: '1000', max: '2000.50', frequency: 4 }, []],
    [
      'nothing',
      { min: '', max: null, frequency: undefined },
      [
        { field: 'minSalary', code: 'domain.validation.salary.minRequired', params: {} },
        { field: 'maxSalary', code: 'domain.validation.salary.maxRequired', params: {} },
        { field: 'salaryFrequency', code: 'domain.validation.salary.frequencyRequired', params: {} },
      ],
    ],
    [
      'max equal to min',
      { min: 2000, max: 2000, frequency: 3 },
      [{ field: 'maxSalary', code: 'domain.validation.salary.maxNotGreater', params: {} }],
    ],
    [
      'max below min',
      { min: '3000', max: '2000', frequency: 3 },
      [{ field: 'maxSalary', code: 'domain.validation.salary.maxNotGreater', params: {} }],
    ],
    [
      'letters',
      { min: 'abc', max: '1k', frequency: 3 },
      [
        { field: 'minSalary', code: 'domain.validation.salary.numbersOnly', params: {} },
        { field: 'maxSalary', code: 'domain.validation.salary.numbersOnly', params: {} },
      ],
    ],
    [
      'an unknown frequency',
      { min: 1, max: 2, frequency: 9 },
      [{ field: 'salaryFrequency', code: 'domain.validation.salary.frequencyRequired', params: {} }],
    ],
  ])('should check %s', (_name, input, expected) => {
    expect(validateSalaryRange(input)).toEqual(expected);
  });

  it('should report on the form’s own field names', () => {
    expect(validateSalaryRange({ min: 2, max: 1, frequency: 1 }, { min: 'from', max: 'to', frequency: 'per' })).toEqual(
      [{ field: 'to', code: 'domain.validation.salary.maxNotGreater', params: {} }],
    );
  });
});

describe('given a single salary', () => {
  it.each([
    ['nothing at all', { amount: '', currency: null, frequency: undefined }, []],
    ['all three', { amount: '4000', currency: 'SGD', frequency: 3 }, []],
    [
      'an amount alone',
      { amount: 4000, currency: '', frequency: null },
      [
        { field: 'salaryCurrency', code: 'domain.validation.salary.together', params: {} },
        { field: 'salaryFreq', code: 'domain.validation.salary.together', params: {} },
      ],
    ],
    [
      'a currency alone',
      { amount: null, currency: 'USD', frequency: null },
      [
        { field: 'salaryAmount', code: 'domain.validation.salary.together', params: {} },
        { field: 'salaryFreq', code: 'domain.validation.salary.together', params: {} },
      ],
    ],
    [
      'letters in the amount',
      { amount: '4k', currency: 'USD', frequency: 1 },
      [{ field: 'salaryAmount', code: 'domain.validation.salary.numbersOnly', params: {} }],
    ],
    [
      'an unknown frequency',
      { amount: 1, currency: 'USD', frequency: 'weekly' },
      [{ field: 'salaryFreq', code: 'domain.validation.salary.frequencyRequired', params: {} }],
    ],
  ])('should check %s', (_name, input, expected) => {
    expect(validateSalary(input)).toEqual(expected);
  });

  it('should report on the form’s own field names', () => {
    expect(
      validateSalary({ amount: 1, currency: null, frequency: 1 }, { amount: 'a', currency: 'c', frequency: 'f' }),
    ).toEqual([{ field: 'c', code: 'domain.validation.salary.together', params: {} }]);
  });
});
