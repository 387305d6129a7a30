import type { TransportState } from '@arms/api-client';
import { ServerDownDialog, SessionExpiredDialog } from '@arms/ui';

/**
 * The server-down and session-expired dialogs of spec section 8 for the transport state: a chunk of
 * their own (with the modal code), which `TransportDialogs` loads once the page has painted.
 */
export default function TransportDialogViews({
  serverDown,
  sessionExpired,
  onLogin,
}: Pick<TransportState, 'serverDown' | 'sessionExpired'> & { onLogin: () => void }) {
  return (
    <>
      <ServerDownDialog open={serverDown !== null} onRetry={() => serverDown?.retry() ?? Promise.resolve(true)} />
      <SessionExpiredDialog open={sessionExpired !== null} onLogin={onLogin} />
    </>
  );
}
