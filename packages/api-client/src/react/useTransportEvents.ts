import { useCallback, useEffect, useState } from 'react';
import { useArmsClient } from './context';

/** The transport state a screen shows as dialogs (spec section 8). */
export interface TransportState {
  /** Set while the server is down: `retry()` pings it and answers whether it is back. */
  serverDown: { retry: () => Promise<boolean> } | null;
  /** Set after a 401 ended the session: where to sign in again. */
  sessionExpired: { loginPath: '/login' | '/arms/login' } | null;
  /** Closes the session-expired state (after navigating to the login). */
  acknowledgeSessionExpired: () => void;
}

/**
 * The client's transport events as React state: server down (no response or 5xx) with a retry that
 * clears it once the server answers, and session expired with its login page. Each is raised once.
 */
export function useTransportEvents(): TransportState {
  const client = useArmsClient();
  const [serverDown, setServerDown] = useState<TransportState['serverDown']>(null);
  const [sessionExpired, setSessionExpired] = useState<TransportState['sessionExpired']>(null);

  useEffect(
    () =>
      client.onEvent((event) => {
        if (event.type === 'server-down') {
          setServerDown({
            retry: async () => {
              const back = await event.retry();
              if (back) setServerDown(null);
              return back;
            },
          });
        } else {
          setSessionExpired({ loginPath: event.loginPath });
        }
      }),
    [client],
  );

  const acknowledgeSessionExpired = useCallback(() => setSessionExpired(null), []);
  return { serverDown, sessionExpired, acknowledgeSessionExpired };
}
