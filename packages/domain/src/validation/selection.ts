import { issue } from './issue';
import type { ValidationIssue } from './issue';

/** At most 3 specialties per resume (sections 3 and 5). */
export const maxSpecialties = 3;

/**
 * The multi-select rule of section 5: with a max set, a selection is truncated to its first `max`
 * values; without one it is kept whole.
 */
export function truncateSelection<T>(values: readonly T[], max?: number): T[] {
  return max === undefined ? [...values] : values.slice(0, Math.max(0, max));
}

/** Whether a multi-select offers "Select All" (section 5): not when a max is set. */
export function canSelectAll(max?: number): boolean {
  return max === undefined;
}

/** The multi-select rule of section 5 as a check: more than `max` values is refused with `{{max}}`. */
export function validateSelection(values: readonly unknown[], max: number, field: string): ValidationIssue[] {
  return values.length > max ? [issue(field, 'domain.validation.selection.tooMany', { max })] : [];
}

/** The specialty rule of sections 3 and 5: up to 3 specialties per resume. */
export function validateSpecialties(values: readonly unknown[], field = 'specialties'): ValidationIssue[] {
  return values.length > maxSpecialties
    ? [issue(field, 'domain.validation.specialties.tooMany', { max: maxSpecialties })]
    : [];
}
