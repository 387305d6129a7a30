import { useTransportEvents } from '@arms/api-client';
import { ServerDownDialog } from '@arms/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Transport events (spec section 8): the server-down dialog; an expired session on an admin path goes
 * straight to /arms/login (the Session Expired dialog is the employer portal's).
 */
export function TransportEvents() {
  const { serverDown, sessionExpired, acknowledgeSessionExpired } = useTransportEvents();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sessionExpired) return;
    acknowledgeSessionExpired();
    navigate(sessionExpired.loginPath, { replace: true });
  }, [sessionExpired, acknowledgeSessionExpired, navigate]);
  return <ServerDownDialog open={serverDown !== null} onRetry={() => serverDown?.retry() ?? Promise.resolve(true)} />;
}
