import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

// The dialogs that want to show, oldest first; only the first one does (spec section 8: the server
// down dialog appears once, however many calls fail at the same time).
let queue: readonly symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function update(next: readonly symbol[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Whether this instance may show: while `wanted`, it queues, and shows once it is first in line. */
export function useOneAtATime(wanted: boolean): boolean {
  const [token] = useState(() => Symbol('ServerDownDialog'));
  useLayoutEffect(() => {
    if (!wanted) return;
    update([...queue, token]);
    return () => update(queue.filter((queued) => queued !== token));
  }, [wanted, token]);
  return useSyncExternalStore(
    subscribe,
    () => queue[0] === token,
    () => false,
  );
}
