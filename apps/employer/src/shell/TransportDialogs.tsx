import { useTransportEvents } from '@arms/api-client';
import { ServerDownDialog, SessionExpiredDialog } from '@arms/ui';
import { useNavigate } from 'react-router-dom';

/** The server-down and session-expired dialogs of spec section 8, driven by the client's events. */
export function TransportDialogs() {
  const { serverDown, sessionExpired, acknowledgeSessionExpired } = useTransportEvents();
  const navigate = useNavigate();
  return (
    <>
      <ServerDownDialog open={serverDown !== null} onRetry={() => serverDown?.retry() ?? Promise.resolve(true)} />
      <SessionExpiredDialog
        open={sessionExpired !== null}
        onLogin={() => {
          const target = sessionExpired?.loginPath ?? '/login';
          acknowledgeSessionExpired();
          navigate(target, { replace: true });
        }}
      />
    </>
  );
}
