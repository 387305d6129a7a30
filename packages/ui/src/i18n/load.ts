import { uiEnglish } from './english';
import type { uiVietnamese } from './vietnamese';
import type { UiLang } from './i18n';

type UiLanguageResources = typeof uiEnglish | typeof uiVietnamese;

const loaded: Partial<Record<UiLang, UiLanguageResources>> = { en: uiEnglish };

/** The `ui` namespace of one language: English is bundled, Vietnamese is imported on demand. */
export async function loadUiResources(lang: UiLang): Promise<UiLanguageResources> {
  const ready = loaded[lang];
  if (ready) return ready;
  const { uiVietnamese } = await import('./vietnamese');
  loaded.vn = uiVietnamese;
  return uiVietnamese;
}

/** The `ui` namespace of a language if it is already loaded (English always is), else undefined. */
export function loadedUiResources(lang: UiLang): UiLanguageResources | undefined {
  return loaded[lang];
}
