import { useCallback, useMemo, useState } from 'react';
import { warning } from '../warning';
import type { SelectOption, SelectValue } from './options';

/**
 * Every option the field has seen (given, loaded, or chosen from an earlier search), by value, so a
 * chosen value keeps its label after the list has moved on to another search.
 */
export function useKnownOptions<V extends SelectValue>(
  given: ReadonlyArray<SelectOption<V>>,
  loaded: ReadonlyArray<SelectOption<V>>,
) {
  const [chosen, setChosen] = useState<ReadonlyMap<V, SelectOption<V>>>(() => new Map());
  const known = useMemo(() => {
    const map = new Map<V, SelectOption<V>>(chosen);
    for (const option of loaded) map.set(option.value, option);
    const seen = new Set<V>();
    for (const option of given) {
      warning(seen.has(option.value), `two options share the value ${String(option.value)}; values must be unique.`);
      seen.add(option.value);
      map.set(option.value, option);
    }
    return map;
  }, [given, loaded, chosen]);

  /** The option of a value; a value nobody has described yet shows as itself. */
  const lookup = useCallback(
    (value: V): SelectOption<V> => known.get(value) ?? { value, label: String(value) },
    [known],
  );
  /** The option of a value, or `undefined` while no given, loaded or chosen option describes it. */
  const find = useCallback((value: V): SelectOption<V> | undefined => known.get(value), [known]);
  /** Keeps the options the user chose, for their labels. */
  const remember = useCallback((options: ReadonlyArray<SelectOption<V>>) => {
    setChosen((previous) => {
      if (options.every((option) => previous.get(option.value) === option)) return previous;
      const next = new Map(previous);
      for (const option of options) next.set(option.value, option);
      return next;
    });
  }, []);
  return { lookup, find, remember };
}
