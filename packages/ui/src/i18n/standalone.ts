import type { i18n as I18n } from 'i18next';
import { uiEnglish } from './english';
import { createInstanceWith, type UiLang } from './i18n';

// A module of its own: `uiEnglish` (every component's English) is bundled only by apps that call it.
/**
 * A standalone i18next instance with the `ui` and `domain` namespaces, for stories and apps without
 * their own: every `ui` string in English at once. Their Vietnamese loads on first use unless already
 * loaded (`loadUiResources('vn')` and `loadDomainResources('vn')`), in which case the instance is ready
 * at once.
 */
export function createUiI18n(lang: UiLang = 'en'): I18n {
  return createInstanceWith({ lang, defaultNS: 'ui', ns: ['ui', 'domain'], en: { ...uiEnglish }, vn: {} });
}
