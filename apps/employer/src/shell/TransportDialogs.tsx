import { useTransportEvents } from '@arms/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const loadViews = () => import('./TransportDialogViews');
const TransportDialogViews = lazy(loadViews);

/**
 * The server-down and session-expired dialogs of spec section 8, driven by the client's events. The
 * events are heard from the start; the dialogs' chunk loads right after the first paint (the login
 * route does not wait for it, docs/decisions/0180), so it is there before the server can go away.
 */
export function TransportDialogs() {
  const { serverDown, sessionExpired, acknowledgeSessionExpired } = useTransportEvents();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadViews().then(
      () => mounted && setLoaded(true),
      () => {}, // A failed chunk: `lazy` imports it again when a dialog is needed.
    );
    return () => {
      mounted = false;
    };
  }, []);
  if (!loaded && serverDown === null && sessionExpired === null) return null;
  return (
    <Suspense fallback={null}>
      <TransportDialogViews
        serverDown={serverDown}
        sessionExpired={sessionExpired}
        onLogin={() => {
          const target = sessionExpired?.loginPath ?? '/login';
          acknowledgeSessionExpired();
          navigate(target, { replace: true });
        }}
      />
    </Suspense>
  );
}
