import type { TransportState } from '@arms/api-client';
import { ServerDownDialog } from '@arms/ui';

/**
 * The server-down dialog of spec section 8 for the transport state: a chunk of its own (with the modal
 * code), which `TransportEvents` loads once the page has painted.
 */
export default function ServerDownView({ serverDown }: Pick<TransportState, 'serverDown'>) {
  return <ServerDownDialog open={serverDown !== null} onRetry={() => serverDown?.retry() ?? Promise.resolve(true)} />;
}
