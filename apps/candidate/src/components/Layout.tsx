import { useEffect, type ReactNode } from 'react';
import { useLang } from '../i18n/i18n';
import type { Lang } from '../strings';

/** Sets the tab's title: the page, then the site. */
export function useTitle(title: string) {
  const { s } = useLang();
  useEffect(() => {
    document.title = `${title} | ${s.brand}`;
  }, [title, s.brand]);
}

/**
 * One column up to 560 px (SCREENS.md "Candidate pages"): the site's name and the language switch on
 * top, then the page. `actions` is the primary button bar, fixed at the bottom on phones.
 */
export function Layout({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { s, lang, setLang } = useLang();
  return (
    <>
      <header className="top">
        <span className="brand">{s.brand}</span>
        <label className="sr-only" htmlFor="language">
          {s.language}
        </label>
        <select id="language" className="lang" value={lang} onChange={(event) => setLang(event.target.value as Lang)}>
          <option value="en" lang="en">
            {s.languages.en}
          </option>
          <option value="vn" lang="vi">
            {s.languages.vn}
          </option>
        </select>
      </header>
      <main className="page" aria-busy={busy || undefined}>
        {children}
      </main>
    </>
  );
}

/** Grey blocks in the shape of the page while it loads, so nothing jumps when it arrives. */
export function Skeleton() {
  const { s } = useLang();
  return (
    <div className="skeleton" role="status">
      <span className="sr-only">{s.loading}</span>
      <div className="bone title" />
      <div className="bone line" />
      <div className="bone line short" />
      <div className="bone block" />
    </div>
  );
}
