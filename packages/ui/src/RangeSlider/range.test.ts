import { sliderRanges } from '@arms/domain';
import { describe, expect, it } from 'vitest';
import { defaultLargeStep, keyTarget, moveThumb, nearestThumb, percentOf, snap, type RangeBounds } from './range';

const age: RangeBounds = { ...sliderRanges.age, step: 1, minDistance: 0 };
const salary: RangeBounds = { ...sliderRanges.salary, step: 100, minDistance: 0 };

describe('given a two-thumb range', () => {
  it('should snap values to the step grid inside the bounds', () => {
    expect(snap(3149, salary)).toBe(3100);
    expect(snap(3150, salary)).toBe(3200);
    expect(snap(60_000, salary)).toBe(50_000);
    expect(snap(10, age)).toBe(18);
    expect(snap(0.30000000000000004, { min: 0, max: 1, step: 0.1, minDistance: 0 })).toBe(0.3);
  });

  it('should never let the thumbs cross', () => {
    expect(moveThumb([25, 45], 0, 60, age)).toEqual([45, 45]);
    expect(moveThumb([25, 45], 1, 20, age)).toEqual([25, 25]);
    expect(moveThumb([25, 45], 0, 60, { ...age, minDistance: 5 })).toEqual([40, 45]);
  });

  it.each([
    ['ArrowRight', 0, 26],
    ['ArrowUp', 0, 26],
    ['ArrowLeft', 0, 24],
    ['ArrowDown', 1, 44],
    ['PageUp', 1, 53],
    ['PageDown', 0, 17],
    ['Home', 1, 18],
    ['End', 0, 99],
  ] as const)('should send %s on thumb %i to %i before the bounds apply', (key, thumb, target) => {
    expect(keyTarget(key, [25, 45], thumb, age, 8)).toBe(target);
  });

  it('should ignore other keys', () => {
    expect(keyTarget('Tab', [25, 45], 0, age, 8)).toBeUndefined();
  });

  it.each([
    [10, 0],
    [30, 0],
    [35, 0],
    [36, 1],
    [60, 1],
  ])('should move the nearer thumb for a press at %i', (value, thumb) => {
    expect(nearestThumb([25, 45], value)).toBe(thumb);
  });

  it('should place values on the track and pick a tenth of the range for PageUp', () => {
    expect(percentOf(18, age)).toBe(0);
    expect(percentOf(99, age)).toBe(100);
    expect(percentOf(25_000, salary)).toBe(50);
    expect(defaultLargeStep(age)).toBe(8);
    expect(defaultLargeStep(salary)).toBe(5000);
    expect(defaultLargeStep({ min: 0, max: 5, step: 1 })).toBe(1);
  });
});
