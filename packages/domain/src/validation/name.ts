import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';

// Letters of any script and their combining marks: "Nguyễn" typed with decomposed diacritics is still letters.
const lettersOnly = /^[\p{L}\p{M}]+$/u;

/** Whether a first name has letters only, no special characters, symbols, digits or spaces (section 5). */
export function isPlainFirstName(value: string): boolean {
  return lettersOnly.test(value.trim());
}

/**
 * The first-name rule of section 5: required, and no special characters, symbols or spaces (letters of
 * any language, Vietnamese diacritics included, are letters). Surrounding spaces are ignored.
 */
export function validateFirstName(value: unknown, field = 'firstName'): ValidationIssue[] {
  if (isBlank(value) || typeof value !== 'string') return [issue(field, 'domain.validation.firstName.required')];
  return isPlainFirstName(value) ? [] : [issue(field, 'domain.validation.firstName.symbol')];
}
