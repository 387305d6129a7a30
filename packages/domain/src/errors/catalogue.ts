import { errorCatalogueEnglish, errorCodes, isErrorCode, type ErrorCode, type Lang } from './english';
import { errorVietnamese } from './vietnamese';

export { errorCodes, isErrorCode, statusFor } from './english';
export type { ErrorCode, ErrorDetail, Lang } from './english';

/** One code of the catalogue: its HTTP status and its message in both interface languages. */
type CatalogueEntry<C extends ErrorCode> = (typeof errorCatalogueEnglish)[C] & {
  readonly vn: (typeof errorVietnamese)[C];
};

/**
 * The coded error catalogue of the spec (section 8). Every code carries the HTTP status the server
 * answers with and its message in both interface languages. Handlers throw these codes; the server
 * answers `messageFor(code, lang)`. A client that bundles one language at a time uses
 * `loadedMessageFor(code, lang)` (`messages.ts`), which does not hold the Vietnamese (docs/decisions/0187).
 */
export const errorCatalogue = Object.fromEntries(
  errorCodes.map((code) => [code, { ...errorCatalogueEnglish[code], vn: errorVietnamese[code] }]),
) as { readonly [C in ErrorCode]: CatalogueEntry<C> };

/**
 * The message for a catalogue code in the chosen language; an unknown code falls back to
 * UNKNOWN_ERROR, as the spec maps internal codes to 'Unknown error has occurred' (section 8).
 * Synchronous in both languages: it holds both (the server, tests, emails).
 */
export function messageFor(code: string, lang: Lang = 'en'): string {
  const entry = isErrorCode(code) ? errorCatalogue[code] : errorCatalogue.UNKNOWN_ERROR;
  return entry[lang];
}
