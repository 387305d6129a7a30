import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';

// The WHATWG form-validation pattern, with at least one dot in the domain as mail to a bare host is a typo here.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether a value is a valid email address (section 5): surrounding spaces ignored, at most 254 characters. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text.length <= 254 && emailPattern.test(text);
}

/** The email rule of section 5: required, and must be a valid address. */
export function validateEmail(value: unknown, field = 'email'): ValidationIssue[] {
  if (isBlank(value)) return [issue(field, 'domain.validation.email.required')];
  return isEmail(value) ? [] : [issue(field, 'domain.validation.email.invalid')];
}

/** The form in which an email address is stored and compared: trimmed and lower-cased (section 5's existence checks). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
