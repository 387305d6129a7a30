import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  ageBands,
  experienceBandFromMonths,
  experienceBandOf,
  experienceBands,
  sliderRanges,
} from './bands';

describe('given the age bands of section 9', () => {
  it('should list six bands', () => {
    expect(ageBands.items.map((band) => [band.min, band.max])).toEqual([
      [0, 25],
      [25, 35],
      [35, 45],
      [45, 55],
      [55, 65],
      [65, null],
    ]);
  });

  it.each([
    [0, 'upTo25'],
    [24.9, 'upTo25'],
    [25, 'from25To35'],
    [34, 'from25To35'],
    [35, 'from35To45'],
    [64, 'from55To65'],
    [65, 'above65'],
    [120, 'above65'],
  ])('should put age %d in %s', (age, band) => {
    expect(ageBandOf(age)?.id).toBe(band);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['30'], [null], [undefined]])(
    'should put %j in no band',
    (age) => {
      expect(ageBandOf(age)).toBeUndefined();
    },
  );
});

describe('given the experience bands of section 9', () => {
  it('should list 5-year bands up to above 30', () => {
    expect(experienceBands.items.map((band) => band.min)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(experienceBands.byKey('above30')?.max).toBeNull();
  });

  it.each([
    [0, 'upTo5'],
    [59, 'upTo5'],
    [60, 'from5To10'],
    [119, 'from5To10'],
    [300, 'from25To30'],
    [359, 'from25To30'],
    [360, 'above30'],
    [600, 'above30'],
  ])('should band %i months (months / 12) as %s', (months, band) => {
    expect(experienceBandFromMonths(months)?.id).toBe(band);
  });

  it.each([[-12], ['60'], [null], [undefined]])('should give %j months no band', (months) => {
    expect(experienceBandFromMonths(months)).toBeUndefined();
  });

  it('should band years directly', () => {
    expect(experienceBandOf(12)?.id).toBe('from10To15');
  });
});

describe('given the filter sliders of section 9', () => {
  it('should hold age 18-99, experience 0-40, salary 0-50000', () => {
    expect(sliderRanges).toEqual({
      age: { min: 18, max: 99 },
      experience: { min: 0, max: 40 },
      salary: { min: 0, max: 50000 },
    });
  });
});
