import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A breadcrumb step a screen adds between its area and itself (say, the job a nomination belongs to). */
export interface Crumb {
  label: string;
  href?: string;
}

/** What a screen may tell the shell beyond its route: the title to show and extra breadcrumb steps. */
export interface ScreenMeta {
  /** Replaces the route's title in the page title and the last breadcrumb (say, the job's position). */
  title?: string;
  /** Steps between the area and the current page. */
  trail?: readonly Crumb[];
}

const Context = createContext<{ meta: ScreenMeta; setMeta: (meta: ScreenMeta) => void } | null>(null);

/** Holds the current screen's meta for the layout; reset on every route change by its key. */
export function ScreenMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<ScreenMeta>({});
  const value = useMemo(() => ({ meta, setMeta }), [meta]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The meta the current screen has set, for the layout's title and breadcrumbs. */
export function useCurrentScreenMeta(): ScreenMeta {
  return useContext(Context)?.meta ?? {};
}

/**
 * Lets a screen name itself once its data is loaded: `useScreenMeta({ title: job?.position })`. The
 * route's own title stays until then, and comes back when the screen unmounts.
 */
export function useScreenMeta(meta: ScreenMeta): void {
  const context = useContext(Context);
  const setMeta = context?.setMeta;
  const key = JSON.stringify(meta);
  useEffect(() => {
    if (!setMeta) return;
    setMeta(JSON.parse(key) as ScreenMeta);
    return () => setMeta({});
  }, [setMeta, key]);
}
