import type { uiEnglish } from './english';
import type { uiVietnamese } from './vietnamese';
import type { UiLang } from './i18n';

type UiLanguageResources = typeof uiEnglish | typeof uiVietnamese;

const loaded: Partial<Record<UiLang, UiLanguageResources>> = {};

/**
 * The whole `ui` namespace of one language, imported on demand. Components add their own English as
 * they render (`useUiTranslation`), so an app needs the whole of it only for Vietnamese.
 */
export async function loadUiResources(lang: UiLang): Promise<UiLanguageResources> {
  const ready = loaded[lang];
  if (ready) return ready;
  if (lang === 'en') {
    const { uiEnglish } = await import('./english');
    loaded.en = uiEnglish;
    return uiEnglish;
  }
  const { uiVietnamese } = await import('./vietnamese');
  loaded.vn = uiVietnamese;
  return uiVietnamese;
}

/** The `ui` namespace of a language if it is already loaded, else undefined. */
export function loadedUiResources(lang: UiLang): UiLanguageResources | undefined {
  return loaded[lang];
}
