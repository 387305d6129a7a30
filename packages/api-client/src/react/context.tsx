import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ArmsClient, SessionState } from '../client';

/** The client, and the raw store of its query cache (SWR binds it on the first query: `./hooks`). */
interface ClientScope {
  client: ArmsClient;
  store: Map<string, unknown>;
}

const ClientContext = createContext<ClientScope | null>(null);

export interface ArmsClientProviderProps {
  client: ArmsClient;
  children: ReactNode;
}

/**
 * Makes the client available to the hooks, with a query cache of its own. The provider does not load
 * SWR: the hooks do, in the chunks of the screens that query, so a first screen without queries (the
 * login) loads no data-fetching library.
 */
export function ArmsClientProvider({ client, children }: ArmsClientProviderProps) {
  // One cache per provider: two clients (or two test renders) never see each other's data.
  const [store] = useState(() => new Map<string, unknown>());
  const scope = useMemo(() => ({ client, store }), [client, store]);
  return <ClientContext.Provider value={scope}>{children}</ClientContext.Provider>;
}

function useScope(): ClientScope {
  const scope = useContext(ClientContext);
  if (!scope) throw new Error('useArmsClient: wrap the app in <ArmsClientProvider client={createArmsClient(...)}>');
  return scope;
}

/** The client given to the nearest ArmsClientProvider. */
export function useArmsClient(): ArmsClient {
  return useScope().client;
}

/** The raw store of the nearest provider's query cache (internal: the hooks bind SWR to it). */
export function useQueryStore(): Map<string, unknown> {
  return useScope().store;
}

/** The session state (anonymous, unverified or authenticated), re-rendering on login and logout. */
export function useSession(): SessionState {
  const { session } = useArmsClient();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
