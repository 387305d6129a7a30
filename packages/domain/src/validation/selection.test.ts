import { describe, expect, it } from 'vitest';
import { canSelectAll, maxSpecialties, truncateSelection, validateSelection, validateSpecialties } from './selection';

describe('given a multi-select with a max', () => {
  it.each([
    [[1, 2, 3, 4], 3, [1, 2, 3]],
    [[1, 2], 3, [1, 2]],
    [[1, 2], 0, []],
    [[1, 2], -1, []],
    [[1, 2, 3], undefined, [1, 2, 3]],
  ])('should truncate %j to max %j', (values, max, expected) => {
    expect(truncateSelection(values, max)).toEqual(expected);
  });

  it('should not change the given list', () => {
    const values = [1, 2, 3];
    truncateSelection(values, 1);
    expect(values).toEqual([1, 2, 3]);
  });

  it.each([
    [undefined, true],
    [3, false],
  ])('should offer select all with max %j: %j', (max, expected) => {
    expect(canSelectAll(max)).toBe(expected);
  });

  it('should refuse more than max', () => {
    expect(validateSelection([1, 2, 3], 2, 'skills')).toEqual([
      { field: 'skills', code: 'domain.validation.selection.tooMany', params: { max: 2 } },
    ]);
    expect(validateSelection([1, 2], 2, 'skills')).toEqual([]);
  });
});

describe('given the specialties of a resume', () => {
  it.each([
    [[], []],
    [['a', 'b', 'c'], []],
    [
      ['a', 'b', 'c', 'd'],
      [{ field: 'specialties', code: 'domain.validation.specialties.tooMany', params: { max: 3 } }],
    ],
  ])('should allow up to 3: %j', (values, expected) => {
    expect(maxSpecialties).toBe(3);
    expect(validateSpecialties(values)).toEqual(expected);
  });
});
