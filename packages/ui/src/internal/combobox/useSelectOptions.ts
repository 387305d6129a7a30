import { useMemo } from 'react';
import { useUiTranslation } from '../../i18n';
import { filterIndexed, indexOptions, type SelectOption, type SelectValue } from './options';
import { useAsyncOptions, type LoadOptions } from './useAsyncOptions';
import { useKnownOptions } from './useKnownOptions';
import { selectStrings } from '../../Select/Select.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Select: selectStrings };

/** An empty `options` default that keeps its identity between renders. */
export const noOptions: ReadonlyArray<never> = [];
export const itemToString = <V extends SelectValue>(item: SelectOption<V> | null) => item?.label ?? '';
export const itemToKey = <V extends SelectValue>(item: SelectOption<V> | null) => item?.value ?? null;

/**
 * Where the options of `Select` and `MultiSelect` come from: the given ones filtered on the client, or
 * `loadOptions` answering the search while the list is open; plus the note the list shows (loading,
 * failed, no match) and the labels of every option seen so far.
 */
export function useSelectOptions<V extends SelectValue>({
  options,
  loadOptions,
  search,
  isOpen,
  debounceMs,
}: {
  options: ReadonlyArray<SelectOption<V>>;
  loadOptions?: LoadOptions<V>;
  search: string;
  isOpen: boolean;
  debounceMs: number;
}) {
  const { t } = useUiTranslation(uiStrings);
  const remote = useAsyncOptions({ loadOptions, search, active: isOpen, debounceMs });
  const index = useMemo(() => indexOptions(options), [options]);
  const items = useMemo(
    () => (loadOptions ? [...remote.options] : filterIndexed(index, search)),
    [loadOptions, remote.options, index, search],
  );
  const { lookup, find, remember } = useKnownOptions(options, remote.options);

  const loading = remote.status === 'loading';
  const failed = remote.status === 'error';
  let note: string | undefined;
  if (loading) note = t('Select.loading');
  else if (failed) note = t('Select.loadError');
  else if (items.length === 0) note = t('Select.noOptions');

  return { items, loadedOptions: remote.options, lookup, find, remember, loading, failed, note };
}
