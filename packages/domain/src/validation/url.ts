import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';

const urlPattern =
  /^(?:(https?):\/\/)?(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63})(?::\d{2,5})?(?:[/?#][^\s]*)?$/iu;

/**
 * Whether a value is a valid web address (section 5): http or https, a host name with a top-level
 * domain (or localhost, or an IPv4 address), an optional port and path. `www.example.com` without a
 * scheme is accepted unless `requireScheme` is set.
 */
export function isUrl(value: unknown, options: { requireScheme?: boolean } = {}): boolean {
  if (typeof value !== 'string') return false;
  const match = urlPattern.exec(value.trim());
  return match !== null && (!options.requireScheme || match[1] !== undefined);
}

/** The URL rule of section 5: an optional field, but when filled it must be a valid address. */
export function validateUrl(
  value: unknown,
  field = 'url',
  options: { required?: boolean; requireScheme?: boolean } = {},
): ValidationIssue[] {
  if (isBlank(value)) return options.required ? [issue(field, 'domain.validation.url.required')] : [];
  return isUrl(value, options) ? [] : [issue(field, 'domain.validation.url.invalid')];
}
