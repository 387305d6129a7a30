import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Failure, Result } from '../api/api';

/** A problem with the link itself (not with what was typed). */
export type LinkFailure = Exclude<Failure, { kind: 'validation' }>;

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; failure: LinkFailure };

/** Reads what a link shows, again on `retry` (after a network failure). */
export function useLink<T>(read: () => Promise<Result<T>>, accept: (data: T) => boolean = () => true) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const settle = useEffectEvent((result: Result<T>) => {
    if (result.ok) {
      setLoaded(
        accept(result.data) ? { state: 'ready', data: result.data } : { state: 'failed', failure: { kind: 'invalid' } },
      );
    } else {
      const failure = result.failure.kind === 'validation' ? { kind: 'invalid' as const } : result.failure;
      setLoaded({ state: 'failed', failure });
    }
  });
  const start = useEffectEvent(() => read());
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void start().then((result) => {
      if (live) settle(result);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, setLoaded, retry };
}

/** A token's id part names its draft in storage (never the signature). */
export const draftKey = (kind: string, token: string) => `arms.candidate.${kind}.${token.split('.')[0] ?? ''}`;

/** Reads a saved draft of a form (kept across reloads until it is sent). */
export function readDraft<T extends object>(key: string, fallback: T): T {
  try {
    const saved = window.localStorage.getItem(key);
    return saved ? { ...fallback, ...(JSON.parse(saved) as Partial<T>) } : fallback;
  } catch {
    return fallback;
  }
}

/** Saves or (with `null`) forgets a form's draft. */
export function writeDraft(key: string, value: object | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the draft lives as long as the page, which is still enough for a retry.
  }
}

/** A copy of a record without one key (clearing a field's error as it is edited). */
export function without(record: Record<string, string>, key: string): Record<string, string> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
