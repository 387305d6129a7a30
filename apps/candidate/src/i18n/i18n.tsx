import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { dictionaries, type Lang, type Strings } from '../strings';

const storageKey = 'arms.candidate.lang';

/** The visitor's language: their earlier choice, else the first of the browser's languages we speak. */
export function detectLang(): Lang {
  try {
    const saved = window.localStorage.getItem(storageKey);
    if (saved === 'en' || saved === 'vn') return saved;
  } catch {
    // Storage can be blocked (private mode): fall back to the browser's languages.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'vi') return 'vn';
    if (base === 'en') return 'en';
  }
  return 'en';
}

interface LangState {
  lang: Lang;
  s: Strings;
  setLang(lang: Lang): void;
}

const LangContext = createContext<LangState | null>(null);

/** Provides the language and its strings; `vn` is the `vi` locale for the page and for numbers. */
export function LangProvider({ lang: initial, children }: { lang?: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => initial ?? detectLang());
  useEffect(() => {
    if (initial) setLangState(initial);
  }, [initial]);
  useEffect(() => {
    document.documentElement.lang = lang === 'vn' ? 'vi' : 'en';
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      window.localStorage.setItem(storageKey, next);
    } catch {
      // The choice then lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ lang, s: dictionaries[lang], setLang }), [lang, setLang]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

/** The current language, its strings and the switch. */
export function useLang(): LangState {
  const state = useContext(LangContext);
  if (!state) throw new Error('useLang must be used inside <LangProvider>');
  return state;
}
