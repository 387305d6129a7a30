import type { components } from './generated/schema';

export type SessionUser = components['schemas']['SessionUser'];
export type Portal = 'crms' | 'arms';

/** What a session keeps between page loads. */
export interface StoredSession {
  token: string;
  user: SessionUser | null;
  portal: Portal;
}

/** Where the session lives; the browser driver follows the spec, the memory one serves tests and servers. */
export interface SessionStorageDriver {
  load(): StoredSession | null;
  /** `remember` keeps it across browser restarts (until `expiresAt`); otherwise for this tab only. */
  save(session: StoredSession, options: { remember: boolean; expiresAt?: Date }): void;
  clear(): void;
  /** Replaces the kept user where the session already lives, leaving the token and its lifetime alone. */
  replaceUser?(user: SessionUser): void;
}

/** A session kept in memory only. */
export function memorySessionStorage(): SessionStorageDriver {
  let current: StoredSession | null = null;
  return {
    load: () => current,
    save: (session) => {
      current = session;
    },
    clear: () => {
      current = null;
    },
    replaceUser: (user) => {
      if (current) current = { ...current, user };
    },
  };
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function safeParse(text: string | null): Omit<StoredSession, 'token'> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Omit<StoredSession, 'token'>;
  } catch {
    return null;
  }
}

/**
 * The spec's session storage (section 4): with "remember" the token is a persistent cookie (and the user
 * in localStorage); otherwise both live in sessionStorage and end with the tab.
 */
export function browserSessionStorage(name = 'arms'): SessionStorageDriver {
  const tokenCookie = `${name}_token`;
  const key = `${name}.session`;
  return {
    load() {
      const tabToken = window.sessionStorage.getItem(`${key}.token`);
      if (tabToken) {
        const rest = safeParse(window.sessionStorage.getItem(key));
        return { token: tabToken, user: rest?.user ?? null, portal: rest?.portal ?? 'crms' };
      }
      const cookieToken = readCookie(tokenCookie);
      if (!cookieToken) return null;
      const rest = safeParse(window.localStorage.getItem(key));
      return { token: cookieToken, user: rest?.user ?? null, portal: rest?.portal ?? 'crms' };
    },
    save(session, { remember, expiresAt }) {
      this.clear();
      const rest = JSON.stringify({ user: session.user, portal: session.portal });
      if (remember) {
        const maxAge = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : 86_400;
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        document.cookie = `${tokenCookie}=${encodeURIComponent(session.token)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
        window.localStorage.setItem(key, rest);
      } else {
        window.sessionStorage.setItem(`${key}.token`, session.token);
        window.sessionStorage.setItem(key, rest);
      }
    },
    replaceUser(user) {
      const store = window.sessionStorage.getItem(`${key}.token`) ? window.sessionStorage : window.localStorage;
      const rest = safeParse(store.getItem(key));
      if (rest) store.setItem(key, JSON.stringify({ ...rest, user }));
    },
    clear() {
      document.cookie = `${tokenCookie}=; Max-Age=0; Path=/; SameSite=Strict`;
      window.localStorage.removeItem(key);
      window.sessionStorage.removeItem(key);
      window.sessionStorage.removeItem(`${key}.token`);
    },
  };
}
