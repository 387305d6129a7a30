import type { Lang } from '../errors/english';
import { loadErrorMessages } from '../errors/messages';
import type { domainEnglish } from './english';
import type { domainVietnamese } from './vietnamese';

/** The `domain` namespace of one interface language: `{ domain: { …labels, errors } }`. */
export type DomainLanguageResources = typeof domainEnglish | typeof domainVietnamese;

const loaded: Partial<Record<Lang, DomainLanguageResources>> = {};

/**
 * The `domain` namespace of one language, imported on demand so that a bundler keeps each language in a
 * chunk of its own (issue 17: a login route loads one language, and none of the labels it does not show;
 * docs/decisions/0180 and 0187). English is the default and fallback language: an app adds it as soon as
 * it has loaded, and until then has the error messages (`domainEnglishErrors`). `domainResources` still
 * holds both languages at once for callers that want them (the server).
 */
export async function loadDomainResources(lang: Lang): Promise<DomainLanguageResources> {
  const ready = loaded[lang];
  if (ready) return ready;
  if (lang === 'en') {
    const { domainEnglish } = await import('./english');
    loaded.en = domainEnglish;
    return domainEnglish;
  }
  const [{ domainVietnamese }] = await Promise.all([import('./vietnamese'), loadErrorMessages('vn')]);
  loaded.vn = domainVietnamese;
  return domainVietnamese;
}

/**
 * The `domain` namespace of a language if `loadDomainResources(lang)` has already loaded it, else
 * undefined (English too, since 0187: its labels are a chunk of their own).
 */
export function loadedDomainResources(lang: Lang): DomainLanguageResources | undefined {
  return loaded[lang];
}
