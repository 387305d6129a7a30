import { useCallback, useEffect, useRef, useState } from 'react';
import { warning } from './warning';

/**
 * One state for controlled and uncontrolled components (Radix): `value` wins when given, otherwise the
 * component keeps its own, starting from `defaultValue`; `onValueChange` hears every change either way.
 * Given the component's `name`, it also tells the developer (development builds only) about the two
 * misuses of that contract: `value` without `onValueChange` (the field can never change), and a switch
 * between controlled and uncontrolled after the first render.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onValueChange,
  name,
}: {
  value?: T;
  defaultValue: T;
  onValueChange?: (next: T) => void;
  /** The component's name in the misuse warnings; without it, none are given. */
  name?: string;
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

  const readOnly = controlled && !onValueChange;
  useEffect(() => {
    if (!name) return;
    warning(
      readOnly,
      `${name} was given \`value\` without \`onValueChange\`, so it cannot change; use \`defaultValue\` for a field that keeps its own value.`,
    );
  }, [name, readOnly]);
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (!name || wasControlled.current === controlled) return;
    const from = wasControlled.current ? 'controlled' : 'uncontrolled';
    warning(
      true,
      `${name} changed from ${from} to ${controlled ? 'controlled' : 'uncontrolled'}: \`value\` must stay given (use null for none) or stay undefined for the component's whole life.`,
    );
    wasControlled.current = controlled;
  }, [name, controlled]);

  return [current, setValue];
}
