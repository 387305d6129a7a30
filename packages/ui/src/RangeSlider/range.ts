/** A two-thumb range: the low and the high value. */
export type RangeValue = readonly [number, number];

/** Which thumb: the low end (0) or the high end (1). */
export type Thumb = 0 | 1;

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
  /** The smallest gap between the two thumbs. */
  minDistance: number;
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** Snaps a value to the step grid from `min` and keeps it inside the bounds. */
export function snap(value: number, { min, max, step }: RangeBounds): number {
  const steps = Math.round((value - min) / step);
  const snapped = Number((min + steps * step).toFixed(Math.max(decimals(step), decimals(min))));
  return Math.min(max, Math.max(min, snapped));
}

/** Moves one thumb to `target`, kept on the grid, inside the bounds and on its side of the other thumb. */
export function moveThumb(range: RangeValue, thumb: Thumb, target: number, bounds: RangeBounds): RangeValue {
  const [low, high] = range;
  const value = snap(target, bounds);
  return thumb === 0
    ? [Math.min(value, high - bounds.minDistance), high]
    : [low, Math.max(value, low + bounds.minDistance)];
}

/** Where a key sends a thumb (WAI-ARIA slider pattern), or undefined for a key the slider ignores. */
export function keyTarget(
  key: string,
  range: RangeValue,
  thumb: Thumb,
  bounds: RangeBounds,
  largeStep: number,
): number | undefined {
  const value = range[thumb];
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + bounds.step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - bounds.step;
    case 'PageUp':
      return value + largeStep;
    case 'PageDown':
      return value - largeStep;
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return undefined;
  }
}

/** The thumb a press on the track moves: the nearer one; on a tie, the one on the pressed side. */
export function nearestThumb(range: RangeValue, value: number): Thumb {
  const [low, high] = range;
  if (value <= low) return 0;
  if (value >= high) return 1;
  return value - low <= high - value ? 0 : 1;
}

/** A value's place on the track, 0 to 100. */
export function percentOf(value: number, { min, max }: Pick<RangeBounds, 'min' | 'max'>): number {
  return max === min ? 0 : ((value - min) / (max - min)) * 100;
}

/** The default PageUp/PageDown jump: a tenth of the range, on the step grid, at least one step. */
export function defaultLargeStep({ min, max, step }: Pick<RangeBounds, 'min' | 'max' | 'step'>): number {
  return Math.max(step, Math.round((max - min) / 10 / step) * step);
}
