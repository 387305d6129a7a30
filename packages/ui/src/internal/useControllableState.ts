import { useCallback, useRef, useState } from 'react';

/**
 * One state for controlled and uncontrolled components (Radix): `value` wins when given, otherwise the
 * component keeps its own, starting from `defaultValue`; `onValueChange` hears every change either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onValueChange,
}: {
  value?: T;
  defaultValue: T;
  onValueChange?: (next: T) => void;
}): [T, (next: T | ((previous: T) => T)) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef({ current, onValueChange, controlled });
  latest.current = { current, onValueChange, controlled };
  const setValue = useCallback((next: T | ((previous: T) => T)) => {
    const { current: previous, onValueChange: notify, controlled: isControlled } = latest.current;
    const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
    if (Object.is(resolved, previous)) return;
    if (!isControlled) setOwn(resolved);
    notify?.(resolved);
  }, []);
  return [current, setValue];
}
