import { errorCatalogue, errorCodes } from '../errors/catalogue';
import type { ErrorCode, Lang } from '../errors/catalogue';

/** The error catalogue's messages in one language, as the `errors.<CODE>` keys of the `domain` namespace. */
export function errorMessages(lang: Lang): Readonly<Record<ErrorCode, string>> {
  return Object.fromEntries(errorCodes.map((code) => [code, errorCatalogue[code][lang]])) as Record<ErrorCode, string>;
}
