import { errorCatalogueEnglish, errorCodes } from '../errors/english';
import type { ErrorCode } from '../errors/english';

/** The error catalogue's English messages, as the `errors.<CODE>` keys of the `domain` namespace. */
export function englishErrorMessages(): Readonly<Record<ErrorCode, string>> {
  return Object.fromEntries(errorCodes.map((code) => [code, errorCatalogueEnglish[code].en])) as Record<
    ErrorCode,
    string
  >;
}
