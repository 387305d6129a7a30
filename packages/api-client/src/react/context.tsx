import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ArmsClient, SessionState } from '../client';

const ClientContext = createContext<ArmsClient | null>(null);

export interface ArmsClientProviderProps {
  client: ArmsClient;
  children: ReactNode;
}

/** Makes the client available to the hooks, with SWR configured to retry only what is worth retrying. */
export function ArmsClientProvider({ client, children }: ArmsClientProviderProps) {
  // One cache per provider: two clients (or two test renders) never see each other's data.
  const [cache] = useState(() => new Map());
  return (
    <ClientContext.Provider value={client}>
      <SWRConfig
        value={{
          provider: () => cache,
          // A 4xx answer will not change by asking again; the transport events handle 401 and 5xx.
          shouldRetryOnError: false,
          revalidateOnFocus: false,
        }}
      >
        {children}
      </SWRConfig>
    </ClientContext.Provider>
  );
}

/** The client given to the nearest ArmsClientProvider. */
export function useArmsClient(): ArmsClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useArmsClient: wrap the app in <ArmsClientProvider client={createArmsClient(...)}>');
  return client;
}

/** The session state (anonymous, unverified or authenticated), re-rendering on login and logout. */
export function useSession(): SessionState {
  const { session } = useArmsClient();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
