import { errorCatalogueEnglish, isErrorCode, type ErrorCode, type Lang } from './english';

// The Vietnamese messages once loaded: a chunk of their own in an app's bundle (docs/decisions/0187).
let vietnamese: Readonly<Record<ErrorCode, string>> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the error catalogue's messages of a language (English is always there; Vietnamese is imported
 * on demand). `loadDomainResources('vn')` loads them too. Rejects when the chunk cannot be loaded; the
 * next call tries again.
 */
export function loadErrorMessages(lang: Lang): Promise<void> {
  if (lang === 'en' || vietnamese) return Promise.resolve();
  loading ??= import('./vietnamese').then(
    (m) => {
      vietnamese = m.errorVietnamese;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the error messages of a language are loaded (English always is). */
export function hasErrorMessages(lang: Lang): boolean {
  return lang === 'en' || vietnamese !== undefined;
}

/**
 * The message for a catalogue code, as `messageFor`, for clients that bundle one language at a time:
 * in `lang` when its messages are loaded (`loadErrorMessages(lang)`, or `loadDomainResources(lang)` as
 * `createAppI18n` does before it shows Vietnamese), in English until then. An unknown code falls back
 * to UNKNOWN_ERROR (section 8).
 */
export function loadedMessageFor(code: string, lang: Lang = 'en'): string {
  const known: ErrorCode = isErrorCode(code) ? code : 'UNKNOWN_ERROR';
  return (lang === 'vn' ? vietnamese?.[known] : undefined) ?? errorCatalogueEnglish[known].en;
}
