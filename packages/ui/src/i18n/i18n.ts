import {
  domainEnglishErrors,
  loadDomainResources,
  loadedDomainResources,
  type DomainLanguageResources,
} from '@arms/domain';
import { createInstance, type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadedUiResources, loadUiResources } from './load';

export type UiLang = 'en' | 'vn';

/** One language's namespaces: `{ employer: {…}, domain: {…} }`. */
export type LanguageResources = Record<string, object>;

/**
 * A language's namespaces given at once, or loaded when the language is first used (an `import()` of
 * a module of their own, so the bundler keeps them out of the first chunk).
 */
export type LanguageSource = LanguageResources | (() => Promise<LanguageResources>);

// Instances whose Vietnamese namespaces a backend of ours loads (`createAppI18n`, `createUiI18n`).
const withLazyVietnamese = new WeakSet<I18n>();

/**
 * An i18next backend that reads Vietnamese namespaces from `load` the first time Vietnamese is used;
 * i18next waits for it before it switches, so a screen never shows half of each language. English is
 * always bundled, so it is never read.
 */
function vietnameseBackend(load: () => Promise<LanguageResources>): BackendModule {
  let loading: Promise<LanguageResources> | undefined;
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language !== 'vn') {
        callback(null, {});
        return;
      }
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // Try again on the next switch (the chunk may have failed on a bad network).
        throw error;
      });
      loading.then(
        (all) => callback(null, (all[namespace] as Record<string, unknown> | undefined) ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/** The Vietnamese `ui` and `domain` namespaces and the app's own, loaded together. */
function vietnameseLoader(app?: () => Promise<LanguageResources>): () => Promise<LanguageResources> {
  return async () => {
    const [own, ui, domain] = await Promise.all([
      app ? app() : Promise.resolve({}),
      loadUiResources('vn'),
      loadDomainResources('vn'),
    ]);
    return { ...ui, ...domain, ...own };
  };
}

// Instances that have @arms/domain's English (made by `createInstanceWith` or given to `addUiResources`).
const adopted = new WeakSet<I18n>();

// Instances made before @arms/domain's English labels had loaded; they get them when they arrive.
const waitingForLabels = new Set<I18n>();
let labelsLoading: Promise<void> | undefined;

function addDomainEnglish(i18n: I18n, english: DomainLanguageResources) {
  // Deep, without overwriting: an app's own wording of a label is kept.
  i18n.addResourceBundle('en', 'domain', english.domain, true, false);
  i18n.emit(labelsEvent);
  // Render again with the labels now there (a screen that waits for `loadDomainLabels()` needs not).
  // Not while a switch is on its way (Vietnamese still loading): changing to the current language would
  // cancel it, and the switch renders again when it ends.
  const switching = (i18n as I18n & { isLanguageChangingTo?: string }).isLanguageChangingTo;
  if (i18n.isInitialized && !switching && i18n.language !== 'vn') void i18n.changeLanguage(i18n.language);
}

const labelsEvent = 'arms:domainLabels';

/**
 * Loads @arms/domain's English labels (vocabularies, menus, route titles, validation messages: a chunk of
 * their own, docs/decisions/0187) and adds them to every instance made before they were there. An app's
 * screens wait for it before they render (the portals' routers do, all but the login screen, which shows
 * only the error messages an instance has from the start); an instance starts loading them when it is
 * made. Rejects when the chunk cannot be loaded; the next call tries again.
 */
export function loadDomainLabels(): Promise<void> {
  labelsLoading ??= loadDomainResources('en').then(
    (english) => {
      for (const i18n of [...waitingForLabels]) {
        waitingForLabels.delete(i18n);
        addDomainEnglish(i18n, english);
      }
    },
    (error: unknown) => {
      labelsLoading = undefined;
      throw error;
    },
  );
  return labelsLoading;
}

/** Whether an instance has @arms/domain's English labels (always, once they have loaded). */
export function hasDomainLabels(i18n: I18n): boolean {
  return !waitingForLabels.has(i18n);
}

/** Calls `changed` when the instance receives @arms/domain's English labels; answers the unsubscribe. */
export function onDomainLabels(i18n: I18n, changed: () => void): () => void {
  i18n.on(labelsEvent, changed);
  return () => i18n.off(labelsEvent, changed);
}

/**
 * @arms/domain's English for an instance being made or adopted: all of it when loaded, else the error
 * messages now and the labels when they arrive (their loading starts here).
 */
function domainEnglishFor(i18n: I18n): DomainLanguageResources | typeof domainEnglishErrors {
  const english = loadedDomainResources('en');
  if (english) return english;
  waitingForLabels.add(i18n);
  loadDomainLabels().catch(() => {
    // A screen that needs the labels loads them again (and shows the route error if that fails too).
  });
  return domainEnglishErrors;
}

/**
 * Adds the `ui` namespace, and @arms/domain's `domain` namespace (labels and validation messages the
 * components show), to an i18next instance the app owns. @arms/domain's English error messages are added
 * at once, its labels when they have loaded (`loadDomainLabels()`, at once if they already have); the
 * Vietnamese of both is a chunk of its own, loaded when the instance first switches to Vietnamese
 * (instances made by `createAppI18n` load it before switching).
 */
export function addUiResources(i18n: I18n): I18n {
  if (withLazyVietnamese.has(i18n)) return i18n;
  if (!adopted.has(i18n)) {
    adopted.add(i18n);
    i18n.addResourceBundle('en', 'domain', domainEnglishFor(i18n).domain, true, false);
  }
  const addVietnamese = () => {
    if (i18n.hasResourceBundle('vn', 'ui') && i18n.hasResourceBundle('vn', 'domain')) return;
    void Promise.all([loadUiResources('vn'), loadDomainResources('vn')]).then(([ui, domain]) => {
      i18n.addResourceBundle('vn', 'ui', ui.ui, true, false);
      i18n.addResourceBundle('vn', 'domain', domain.domain, true, false);
      // Render again with the strings now there.
      if (i18n.language === 'vn') void i18n.changeLanguage('vn');
    });
  };
  if (i18n.language === 'vn') addVietnamese();
  i18n.on('languageChanged', (next) => {
    if (next === 'vn') addVietnamese();
  });
  return i18n;
}

/**
 * `ArmsProvider`'s instance when it is given none: like `createUiI18n`, but the components add their
 * own English as they render (`useUiTranslation`), so an app's first chunk does not carry all of it.
 */
export function createRenderedUiI18n(lang: UiLang = 'en'): I18n {
  return createInstanceWith({ lang, defaultNS: 'ui', ns: ['ui', 'domain'], en: {}, vn: {} });
}

/**
 * An i18next instance over bundled resources; when Vietnamese is not all there (@arms/ui's strings or
 * @arms/domain's labels not loaded yet, or the app's given as a loader), a backend loads the rest before
 * Vietnamese applies.
 * With everything bundled the instance is ready at once, as a plain i18next instance.
 */
export function createInstanceWith(options: {
  lang: UiLang;
  defaultNS: string;
  ns: string[];
  en: LanguageResources;
  vn: LanguageResources;
  lazyVn?: () => Promise<LanguageResources>;
}): I18n {
  const vn: LanguageResources = { ...loadedUiResources('vn'), ...loadedDomainResources('vn'), ...options.vn };
  const instance = createInstance();
  adopted.add(instance);
  const english = domainEnglishFor(instance);
  const complete = vn.ui !== undefined && vn.domain !== undefined && !options.lazyVn;
  if (!complete) {
    withLazyVietnamese.add(instance);
    instance.use(vietnameseBackend(vietnameseLoader(options.lazyVn)));
  }
  void instance.init({
    lng: options.lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'vn'],
    defaultNS: options.defaultNS,
    ns: options.ns,
    // `domain.jobStatus.open` is key `jobStatus.open` of namespace `domain`: @arms/domain's label keys
    // work as they are. A first segment that is not a namespace stays part of the key.
    nsSeparator: '.',
    resources: { en: { ...english, ...options.en }, vn },
    // Bundled resources, and (when not complete) a backend for what is not bundled yet.
    partialBundledLanguages: !complete,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** English strings of `ui` keys, by their first segment: `{ DataTable: dataTableStrings }`. */
export type UiEnglishStrings = Readonly<Record<string, object>>;

// Which strings objects each instance already has, so a render adds them once.
const addedStrings = new WeakMap<I18n, WeakSet<object>>();

/**
 * The `t` function for @arms/ui's own strings. A component passes the English of the keys it uses
 * (a module-level object): they are added to the instance the first time it renders, so @arms/ui's
 * English travels with its components instead of all at once in an app's first chunk
 * (docs/decisions/0180). Strings already there (an app's own wording) are kept. The Vietnamese of every
 * component loads with the language.
 */
export function useUiTranslation(strings?: UiEnglishStrings) {
  const translation = useTranslation('ui');
  const { i18n } = translation;
  if (strings && i18n) {
    let added = addedStrings.get(i18n);
    if (!added) addedStrings.set(i18n, (added = new WeakSet()));
    if (!added.has(strings)) {
      added.add(strings);
      i18n.addResourceBundle('en', 'ui', strings, true, false);
    }
  }
  return translation;
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
 * `resources.vn` may be a loader (a function answering a dynamic `import()` of the app's Vietnamese
 * module): the Vietnamese strings, the app's, @arms/ui's and @arms/domain's, then load only when
 * Vietnamese is used, and the instance switches once they are there (a first render in Vietnamese
 * waits for them).
 */
export function createAppI18n(options: {
  namespace: string;
  resources: { en: LanguageResources; vn: LanguageSource };
  lang?: UiLang;
}): I18n {
  const lang = options.lang ?? rememberedLang();
  const lazyVn = typeof options.resources.vn === 'function' ? options.resources.vn : undefined;
  const instance = createInstanceWith({
    lang,
    defaultNS: options.namespace,
    ns: [...new Set([options.namespace, ...Object.keys(options.resources.en), 'ui', 'domain'])],
    en: { ...options.resources.en },
    vn: typeof options.resources.vn === 'function' ? {} : options.resources.vn,
    ...(lazyVn ? { lazyVn } : {}),
  });
  const apply = (next: string) => {
    document.documentElement.lang = next === 'vn' ? 'vi' : 'en';
  };
  // Only a real change is remembered: a render again in the same language (the labels arriving) must not
  // overwrite a choice made meanwhile in another tab.
  let remembered = lang;
  instance.on('languageChanged', (next) => {
    const chosen: UiLang = next === 'vn' ? 'vn' : 'en';
    if (chosen !== remembered) {
      remembered = chosen;
      try {
        window.localStorage.setItem(langStorageKey, chosen);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    }
    apply(next);
  });
  apply(lang);
  return instance;
}
