import { useTransportEvents } from '@arms/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const loadView = () => import('./ServerDownView');
const ServerDownView = lazy(loadView);

/**
 * Transport events (spec section 8): the server-down dialog; an expired session on an admin path goes
 * straight to /arms/login (the Session Expired dialog is the employer portal's). The events are heard
 * from the start; the dialog's chunk loads right after the first paint (the login route does not wait
 * for it, docs/decisions/0180), so it is there before the server can go away.
 */
export function TransportEvents() {
  const { serverDown, sessionExpired, acknowledgeSessionExpired } = useTransportEvents();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadView().then(
      () => mounted && setLoaded(true),
      () => {}, // A failed chunk: `lazy` imports it again when the dialog is needed.
    );
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    if (!sessionExpired) return;
    acknowledgeSessionExpired();
    navigate(sessionExpired.loginPath, { replace: true });
  }, [sessionExpired, acknowledgeSessionExpired, navigate]);
  if (!loaded && serverDown === null) return null;
  return (
    <Suspense fallback={null}>
      <ServerDownView serverDown={serverDown} />
    </Suspense>
  );
}
