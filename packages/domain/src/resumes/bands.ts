import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/**
 * Age bands of the resume filters (section 9): 0-25, 25-35, 35-45, 45-55, 55-65, above 65. A band
 * holds ages from `min` (inclusive) to `max` (exclusive), so 25 belongs to 25-35 (docs/decisions/0017).
 */
export const ageBands = defineVocabulary('ageBand', [
  { id: 'upTo25', key: 'upTo25', min: 0, max: 25 },
  { id: 'from25To35', key: 'from25To35', min: 25, max: 35 },
  { id: 'from35To45', key: 'from35To45', min: 35, max: 45 },
  { id: 'from45To55', key: 'from45To55', min: 45, max: 55 },
  { id: 'from55To65', key: 'from55To65', min: 55, max: 65 },
  { id: 'above65', key: 'above65', min: 65, max: null },
] as const);
/** An age band entry (section 9). */
export type AgeBand = ItemOf<typeof ageBands>;

/**
 * Experience bands in years (section 9): 5-year bands up to 30, then above 30; `min` inclusive, `max`
 * exclusive (docs/decisions/0017).
 */
export const experienceBands = defineVocabulary('experienceBand', [
  { id: 'upTo5', key: 'upTo5', min: 0, max: 5 },
  { id: 'from5To10', key: 'from5To10', min: 5, max: 10 },
  { id: 'from10To15', key: 'from10To15', min: 10, max: 15 },
  { id: 'from15To20', key: 'from15To20', min: 15, max: 20 },
  { id: 'from20To25', key: 'from20To25', min: 20, max: 25 },
  { id: 'from25To30', key: 'from25To30', min: 25, max: 30 },
  { id: 'above30', key: 'above30', min: 30, max: null },
] as const);
/** An experience band entry (section 9). */
export type ExperienceBand = ItemOf<typeof experienceBands>;

function bandOf<Band extends { min: number; max: number | null }>(
  bands: readonly Band[],
  value: unknown,
): Band | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  return bands.find((band) => value >= band.min && (band.max === null || value < band.max));
}

/** The age band an age in years falls in (section 9); none for a missing, negative or non-finite age. */
export function ageBandOf(age: unknown): AgeBand | undefined {
  return bandOf(ageBands.items, age);
}

/** The experience band a number of years falls in (section 9); none for a missing or negative value. */
export function experienceBandOf(years: unknown): ExperienceBand | undefined {
  return bandOf(experienceBands.items, years);
}

/** The experience band of a number of months: months divided by 12 (section 9). */
export function experienceBandFromMonths(months: unknown): ExperienceBand | undefined {
  return typeof months === 'number' ? experienceBandOf(months / 12) : undefined;
}

/** The ranges of the resume filter sliders (section 9): age 18-99, experience 0-40 years, salary 0-50000. */
export const sliderRanges = {
  age: { min: 18, max: 99 },
  experience: { min: 0, max: 40 },
  salary: { min: 0, max: 50_000 },
} as const;
