import type { ErrorCode } from '../errors/catalogue';
import type { ValidationCode, ValidationIssue } from './issue';

/** Validation messages that have a code of their own in the error catalogue (sections 5 and 8). */
export const issueErrorCodes = {
  'domain.validation.email.invalid': 'INVALID_EMAIL',
  'domain.validation.firstName.symbol': 'FIRST_NAME_CONTAIN_SYMBOL',
  'domain.validation.itemName.required': 'NAME_FIELD_IS_REQUIRED',
  'domain.validation.itemName.duplicate': 'DUPLICATE_ITEM_NAME',
  'domain.validation.folderName.duplicate': 'FOLDER_EXISTED',
  'domain.validation.sourceChannelName.duplicate': 'RESUME_SOURCE_CHANNEL_EXSITS',
} as const satisfies Partial<Record<ValidationCode, ErrorCode>>;

/**
 * The catalogue code the server answers for failed validation (sections 5 and 8): the issues' own
 * code when all of them share one (say DUPLICATE_ITEM_NAME), VALIDATION_ERROR otherwise, and nothing
 * when there is no issue. The issues go along as the error's `details`.
 */
export function errorCodeForIssues(issues: readonly ValidationIssue[]): ErrorCode | undefined {
  if (issues.length === 0) return undefined;
  const codes = new Set(
    issues.map((item) => (issueErrorCodes as Partial<Record<string, ErrorCode>>)[item.code] ?? 'VALIDATION_ERROR'),
  );
  return codes.size === 1 ? (codes.values().next().value as ErrorCode) : 'VALIDATION_ERROR';
}
