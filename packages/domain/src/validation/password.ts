import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';
import type { ValidationCode } from './issue';

/**
 * Password length limits, shown through the `{{min}}` and `{{max}}` placeholders (section 5). The spec
 * gives no numbers; 8 follows NIST SP 800-63B, 64 keeps bcrypt's 72-byte limit safe (docs/decisions/0016).
 */
export const passwordLength = { min: 8, max: 64 } as const;

/** Length limits of a password rule. */
export interface PasswordLimits {
  readonly min: number;
  readonly max: number;
}

function checkPassword(
  value: unknown,
  field: string,
  requiredCode: ValidationCode,
  limits: PasswordLimits,
): ValidationIssue[] {
  if (isBlank(value) || typeof value !== 'string') return [issue(field, requiredCode)];
  const length = [...value].length;
  if (length < limits.min) return [issue(field, 'domain.validation.password.tooShort', { min: limits.min })];
  if (length > limits.max) return [issue(field, 'domain.validation.password.tooLong', { max: limits.max })];
  return [];
}

/** The password rule of section 5: required, at least `{min}` and at most `{max}` characters. */
export function validatePassword(
  value: unknown,
  field = 'password',
  limits: PasswordLimits = passwordLength,
): ValidationIssue[] {
  return checkPassword(value, field, 'domain.validation.password.required', limits);
}

/**
 * The set-password rule of section 5 (sign-up, create and reset password): the password follows the
 * length rule, the confirmation is required and must match.
 */
export function validateNewPassword(
  input: { password: unknown; confirmPassword: unknown },
  limits: PasswordLimits = passwordLength,
): ValidationIssue[] {
  const issues = validatePassword(input.password, 'password', limits);
  if (isBlank(input.confirmPassword))
    issues.push(issue('confirmPassword', 'domain.validation.password.confirmRequired'));
  else if (input.confirmPassword !== input.password)
    issues.push(issue('confirmPassword', 'domain.validation.password.mismatch'));
  return issues;
}

/**
 * The change-password rule of section 5: current, new and confirm password are required; the new one
 * follows the length rule, differs from the current one, and the confirmation matches it.
 */
export function validatePasswordChange(
  input: { currentPassword: unknown; newPassword: unknown; confirmPassword: unknown },
  limits: PasswordLimits = passwordLength,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (isBlank(input.currentPassword))
    issues.push(issue('currentPassword', 'domain.validation.password.currentRequired'));
  const newIssues = checkPassword(input.newPassword, 'newPassword', 'domain.validation.password.newRequired', limits);
  issues.push(...newIssues);
  if (newIssues.length === 0 && input.newPassword === input.currentPassword) {
    issues.push(issue('newPassword', 'domain.validation.password.sameAsCurrent'));
  }
  if (isBlank(input.confirmPassword))
    issues.push(issue('confirmPassword', 'domain.validation.password.confirmRequired'));
  else if (input.confirmPassword !== input.newPassword)
    issues.push(issue('confirmPassword', 'domain.validation.password.mismatch'));
  return issues;
}
