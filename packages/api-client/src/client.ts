import { loginPathFor } from '@arms/domain';
import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, noResponseError, toApiError } from './errors';
import type { paths } from './generated/schema';
import { serializeQuery } from './query';
import {
  memorySessionStorage,
  type Portal,
  type SessionStorageDriver,
  type SessionUser,
  type StoredSession,
} from './storage';

export interface ArmsClientOptions {
  /** The API root, e.g. `/api` or `https://arms.example.com/api`. */
  baseUrl: string;
  /** A call with no answer after this long fails as SERVER_DOWN. @default 10000 */
  timeoutMs?: number;
  /** Where the session is kept. @default memory only */
  storage?: SessionStorageDriver;
  /** The current path, to tell login pages apart (session-expired is not raised there). @default window.location.pathname */
  currentPath?: () => string;
  fetch?: typeof globalThis.fetch;
}

export type SessionState =
  | { status: 'anonymous'; token: null; user: null; portal: null }
  | { status: 'unverified'; token: string; user: null; portal: Portal }
  | { status: 'authenticated'; token: string; user: SessionUser; portal: Portal };

/** Raised once per occurrence, for the apps' server-down and session-expired dialogs (spec section 8). */
export type TransportEvent =
  | { type: 'server-down'; retry: () => Promise<boolean> }
  | { type: 'session-expired'; loginPath: '/login' | '/arms/login' };

const anonymous: SessionState = { status: 'anonymous', token: null, user: null, portal: null };

function stateFrom(stored: StoredSession | null): SessionState {
  if (!stored) return anonymous;
  return stored.user
    ? { status: 'authenticated', token: stored.token, user: stored.user, portal: stored.portal }
    : { status: 'unverified', token: stored.token, user: null, portal: stored.portal };
}

/**
 * The ARMS API client: openapi-fetch typed from the committed OpenAPI document, the token in an
 * Authorization header, the query language serialised, a timeout, every failure as an ApiError, the
 * session of section 4 and the transport events of section 8.
 */
export function createArmsClient(options: ArmsClientOptions) {
  const storage = options.storage ?? memorySessionStorage();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const currentPath = options.currentPath ?? (() => (typeof window === 'undefined' ? '/' : window.location.pathname));
  let state = stateFrom(storage.load());
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: TransportEvent) => void>();
  let serverDownRaised = false;

  const setState = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const emit = (event: TransportEvent) => {
    for (const listener of eventListeners) listener(event);
  };

  const fetchWithTimeout: typeof globalThis.fetch = async (input, init) => {
    const base = options.fetch ?? globalThis.fetch;
    const request = input instanceof Request ? input : new Request(input, init);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return base(new Request(request, { signal }));
  };

  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithTimeout,
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>),
  });

  const raiseServerDown = () => {
    if (serverDownRaised) return;
    serverDownRaised = true;
    emit({ type: 'server-down', retry });
  };

  const middleware: Middleware = {
    onRequest({ request }) {
      if (state.token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${state.token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return response;
      const error = await toApiError(response);
      if (response.status >= 500) raiseServerDown();
      if (response.status === 401 && request.headers.has('authorization')) expire();
      throw error;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      raiseServerDown();
      return noResponseError();
    },
  };
  api.use(middleware);

  /**
   * Local logout for an expired session: no server call, and no dialog on a login page. Several calls
   * failing together raise it once: only the first finds a session to end.
   */
  function expire() {
    if (state.status === 'anonymous') return;
    storage.clear();
    setState(anonymous);
    const path = currentPath();
    const loginPath = loginPathFor(path);
    if (path !== loginPath) emit({ type: 'session-expired', loginPath });
  }

  /** Pings the server; closes the server-down state when it answers. */
  async function retry(): Promise<boolean> {
    try {
      const { response } = await api.GET('/ping');
      serverDownRaised = !response.ok;
      return response.ok;
    } catch {
      serverDownRaised = false;
      raiseServerDown();
      return false;
    }
  }

  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Signs in and keeps the session in a persistent cookie with `remember`, for this tab otherwise. */
    async login(input: { email: string; password: string; portal: Portal; remember: boolean }) {
      const { data } = await api.POST('/auth', {
        body: { email: input.email, password: input.password, strategy: 'local', portal: input.portal },
      });
      const { accessToken, user } = data as { accessToken: string; user: SessionUser };
      storage.save(
        { token: accessToken, user, portal: input.portal },
        { remember: input.remember, expiresAt: tokenExpiry(accessToken) },
      );
      setState({ status: 'authenticated', token: accessToken, user, portal: input.portal });
      return user;
    },
    /** With a stored token but no user, asks the server who it is before a guard decides. */
    async verify(): Promise<SessionState> {
      if (state.status !== 'unverified') return state;
      const { token, portal } = state;
      try {
        const { data } = await api.GET('/auth');
        const user = data as SessionUser;
        setState({ status: 'authenticated', token, user, portal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return state;
        throw error;
      }
      return state;
    },
    /** Replaces the signed-in user after the server changed it (terms accepted, onboarding finished, profile saved). */
    replaceUser(user: SessionUser) {
      if (state.status !== 'authenticated') return;
      storage.replaceUser?.(user);
      setState({ ...state, user });
    },
    /** Clears the session; tells the server to revoke the token unless the session was forced out. */
    async logout({ forced = false }: { forced?: boolean } = {}) {
      if (!forced && state.token) {
        try {
          await api.DELETE('/auth');
        } catch {
          // The local session ends whatever the server said; the token expires on its own.
        }
      }
      storage.clear();
      setState(anonymous);
    },
  };

  return {
    api,
    session,
    /** Subscribes to server-down and session-expired; answers the unsubscribe function. */
    onEvent(listener: (event: TransportEvent) => void) {
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
      };
    },
    retry,
  };
}

export type ArmsClient = ReturnType<typeof createArmsClient>;

function tokenExpiry(token: string): Date | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
