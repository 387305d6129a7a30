import type { LabelKey } from '../i18n/resources';
import type { MessageParams } from '../i18n/translate';

/** An i18n key of a validation message: `domain.validation.*` (section 5). */
export type ValidationCode = Extract<LabelKey, `domain.validation.${string}`>;

/**
 * One failed rule of section 5: the form field it concerns, the i18n key of its message, and the
 * values the message interpolates. Forms show `t(code, params)`; the server sends the list as the
 * `details` of a VALIDATION_ERROR.
 */
export interface ValidationIssue {
  readonly field: string;
  readonly code: ValidationCode;
  readonly params: MessageParams;
}

/** Builds a validation issue (section 5); params default to none. */
export function issue(field: string, code: ValidationCode, params: MessageParams = {}): ValidationIssue {
  return { field, code, params };
}

/** Whether a form value counts as missing for a "required" rule (section 5): null, undefined, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
