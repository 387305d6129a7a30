import { en } from '../i18n/en';

/** The field codes the API sends in a VALIDATION_ERROR's `details` that have a message (its schema keywords and own rules). */
const known = new Set(Object.keys(en.validation.server));

/**
 * The message key of a field detail a form received (`validation.maxLength`, `validation.notActiveStaff`): a code
 * of the API (`validation.*`) becomes its `domain.validation.server.*` message, one this version does not know
 * reads "Not valid" rather than a raw code, and any other code is already a message key (of this catalogue or of
 * an app that named the field itself) and is kept as it is.
 */
export function serverIssueCode(code: string): string {
  if (!code.startsWith('validation.')) return code;
  const name = code.slice('validation.'.length);
  return known.has(name) ? `domain.validation.server.${name}` : `domain.validation.server.invalid`;
}
