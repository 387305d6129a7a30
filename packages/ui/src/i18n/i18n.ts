import { domainResources } from '@arms/domain';
import { createInstance, type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { uiResources } from './resources';

export type UiLang = 'en' | 'vn';

/**
 * Adds the `ui` namespace, and @arms/domain's `domain` namespace (labels and validation messages the
 * components show), in both languages to an i18next instance the app owns.
 */
export function addUiResources(i18n: I18n): I18n {
  for (const lang of ['en', 'vn'] as const) {
    i18n.addResourceBundle(lang, 'ui', uiResources[lang].ui, true, false);
    i18n.addResourceBundle(lang, 'domain', domainResources[lang].domain, true, false);
  }
  return i18n;
}

/** A standalone i18next instance with the `ui` namespace, for stories and apps without their own. */
export function createUiI18n(lang: UiLang = 'en'): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'vn'],
    ns: ['ui', 'domain'],
    defaultNS: 'ui',
    // `domain.jobStatus.open` reads key `jobStatus.open` of the `domain` namespace.
    nsSeparator: '.',
    resources: { en: { ...uiResources.en, ...domainResources.en }, vn: { ...uiResources.vn, ...domainResources.vn } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** The `t` function for @arms/ui's own strings. */
export function useUiTranslation() {
  return useTranslation('ui');
}

const langStorageKey = 'arms.lang';

/** The remembered interface language (spec section 1: remembered, default English). */
export function rememberedLang(): UiLang {
  try {
    return window.localStorage.getItem(langStorageKey) === 'vn' ? 'vn' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * An app's i18next instance: its own namespace, the namespaces it adds (such as @arms/domain's) and
 * @arms/ui's. The language choice is remembered, and the document language follows it (`vn` is `vi`).
 */
export function createAppI18n(options: {
  namespace: string;
  resources: Record<UiLang, Record<string, object>>;
  lang?: UiLang;
}): I18n {
  const lang = options.lang ?? rememberedLang();
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'vn'],
    defaultNS: options.namespace,
    ns: [...new Set([options.namespace, ...Object.keys(options.resources.en), 'ui'])],
    // `domain.jobStatus.open` is key `jobStatus.open` of namespace `domain`: @arms/domain's label keys
    // work as they are. A first segment that is not a namespace stays part of the key.
    nsSeparator: '.',
    resources: options.resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  addUiResources(instance);
  const apply = (next: string) => {
    document.documentElement.lang = next === 'vn' ? 'vi' : 'en';
  };
  instance.on('languageChanged', (next) => {
    try {
      window.localStorage.setItem(langStorageKey, next === 'vn' ? 'vn' : 'en');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    apply(next);
  });
  apply(lang);
  return instance;
}
