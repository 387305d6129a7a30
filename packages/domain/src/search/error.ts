import type { ErrorCode } from '../errors';

/**
 * Why a boolean skills search is rejected (spec section 5: "must use valid operators"). Stable strings,
 * usable as i18n key suffixes under the WRONG_SEARCH_FORMAT message of section 8.
 */
export const booleanQueryErrorReasons = [
  'unbalanced-parenthesis',
  'empty-parentheses',
  'unclosed-quote',
  'empty-phrase',
  'missing-operand',
  'lone-wildcard',
  'too-deep',
] as const;

/** A reason a boolean skills search is rejected (section 5). */
export type BooleanQueryErrorReason = (typeof booleanQueryErrorReasons)[number];

const wrongSearchFormat = 'WRONG_SEARCH_FORMAT' satisfies ErrorCode;

/** A rejected boolean skills search: `position` is the 0-based UTF-16 index in the input of the offending token. */
export interface BooleanQueryError {
  readonly code: typeof wrongSearchFormat;
  readonly position: number;
  readonly reason: BooleanQueryErrorReason;
}

/** Builds the WRONG_SEARCH_FORMAT error (sections 5 and 8) for `reason` at `position`. */
export function booleanQueryError(position: number, reason: BooleanQueryErrorReason): BooleanQueryError {
  return { code: wrongSearchFormat, position, reason };
}

/** Thrown by `matchesBooleanQuery` for a string that is not a valid boolean skills search (section 5). */
export class BooleanQuerySyntaxError extends Error implements BooleanQueryError {
  override readonly name = 'BooleanQuerySyntaxError';
  readonly code = wrongSearchFormat;
  readonly position: number;
  readonly reason: BooleanQueryErrorReason;

  constructor(error: BooleanQueryError) {
    super(`${error.code}: ${error.reason} at position ${error.position}`);
    this.position = error.position;
    this.reason = error.reason;
  }
}
