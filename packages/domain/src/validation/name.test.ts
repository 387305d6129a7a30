import { describe, expect, it } from 'vitest';
import { isPlainFirstName, validateFirstName } from './name';

describe('given a first name', () => {
  it.each([
    ['Ada'],
    ['Nguyễn'],
    ['Đức'],
    ['Ngọc'],
    ['Thủy'],
    ['Nguye\u0302\u0303n'],
    ['José'],
    ['Zoë'],
    ['明'],
    [' Padded '],
  ])('should accept %s as letters only', (value) => {
    expect(isPlainFirstName(value)).toBe(true);
    expect(validateFirstName(value)).toEqual([]);
  });

  it.each([['Mary Ann'], ['Jean-Luc'], ["O'Neil"], ['Ada2'], ['Ada!'], ['@da'], ['Ana_'], ['😀']])(
    'should refuse %s',
    (value) => {
      expect(validateFirstName(value)).toEqual([
        { field: 'firstName', code: 'domain.validation.firstName.symbol', params: {} },
      ]);
    },
  );

  it.each([[''], ['  '], [null], [7]])('should require a name, not %j', (value) => {
    expect(validateFirstName(value, 'given')).toEqual([
      { field: 'given', code: 'domain.validation.firstName.required', params: {} },
    ]);
  });
});
