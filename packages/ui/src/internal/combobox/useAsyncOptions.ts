import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SelectOption, SelectValue } from './options';

/**
 * Loads the options for a search from the server. `signal` aborts when the search changes or the list
 * closes; pass it to `fetch` so abandoned requests stop.
 */
export type LoadOptions<V extends SelectValue = string> = (
  search: string,
  signal: AbortSignal,
) => Promise<ReadonlyArray<SelectOption<V>>>;

/** Where an asynchronous list is: nothing asked yet, waiting for an answer, answered, or failed. */
export type AsyncOptionsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AsyncOptionsState<V extends SelectValue> {
  status: AsyncOptionsStatus;
  /** The answer for the last search that was answered (kept while the next one loads). */
  options: ReadonlyArray<SelectOption<V>>;
}

const idle = { status: 'idle', options: [] } as const;

/**
 * Runs `loadOptions` while the list is open: the first search at once, later ones `debounceMs` after
 * the last keystroke. A request is aborted when a newer one starts or the list closes, and an answer
 * that arrives after that is ignored, so a slow old response never replaces a newer one.
 */
export function useAsyncOptions<V extends SelectValue>({
  loadOptions,
  search,
  active,
  debounceMs,
}: {
  loadOptions?: LoadOptions<V>;
  search: string;
  active: boolean;
  debounceMs: number;
}): AsyncOptionsState<V> {
  const [state, setState] = useState<AsyncOptionsState<V>>(idle);
  // The latest loader, so an inline function does not restart the request on every render.
  const load = useRef(loadOptions);
  useLayoutEffect(() => {
    load.current = loadOptions;
  });
  // The search whose answer is on screen: reopening the list with it does not ask again.
  const answered = useRef<string | null>(null);
  const enabled = loadOptions !== undefined;

  useEffect(() => {
    if (!enabled || !active || answered.current === search) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    const run = () => {
      const loader = load.current;
      if (!loader) return;
      Promise.resolve()
        .then(() => loader(search, controller.signal))
        .then(
          (options) => {
            if (controller.signal.aborted) return;
            answered.current = search;
            setState({ status: 'ready', options });
          },
          () => {
            if (controller.signal.aborted) return;
            answered.current = null;
            setState((previous) => ({ ...previous, status: 'error' }));
          },
        );
    };
    const timer = setTimeout(run, search.trim() === '' ? 0 : debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, active, search, debounceMs]);

  if (!enabled) return idle;
  // A request abandoned by closing the list is not "loading" to anyone.
  if (!active && state.status === 'loading') return { ...state, status: 'idle' };
  return state;
}
