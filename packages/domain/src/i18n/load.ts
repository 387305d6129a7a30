import type { Lang } from '../errors/catalogue';
import { domainEnglish } from './english';
import type { domainVietnamese } from './vietnamese';

/** The `domain` namespace of one interface language: `{ domain: { …labels, errors } }`. */
export type DomainLanguageResources = typeof domainEnglish | typeof domainVietnamese;

const loaded: Partial<Record<Lang, DomainLanguageResources>> = { en: domainEnglish };

/**
 * The `domain` namespace of one language, for apps that bundle only the language in use: English is
 * part of the module (default and fallback), Vietnamese is imported on demand, so a bundler keeps it
 * in a chunk of its own (issue 17: the login route loads one language). `domainResources` still holds
 * both for callers that want them at once (the server).
 */
export async function loadDomainResources(lang: Lang): Promise<DomainLanguageResources> {
  const ready = loaded[lang];
  if (ready) return ready;
  const { domainVietnamese } = await import('./vietnamese');
  loaded.vn = domainVietnamese;
  return domainVietnamese;
}

/** The `domain` namespace of a language if it is already loaded (English always is), else undefined. */
export function loadedDomainResources(lang: Lang): DomainLanguageResources | undefined {
  return loaded[lang];
}
