import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Anchor, Control, IconButton, Input } from '../internal/combobox/combobox.styles';
import type { SelectFieldProps } from '../internal/combobox/fieldProps';
import { OptionList } from '../internal/combobox/OptionList';
import type { SelectOption, SelectValue } from '../internal/combobox/options';
import { itemToKey, itemToString, noOptions, useSelectOptions } from '../internal/combobox/useSelectOptions';
import { selectStrings } from './Select.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Select: selectStrings };

export type { SelectFieldProps };

const types = useCombobox.stateChangeTypes;

export interface SelectProps<V extends SelectValue = string> extends SelectFieldProps<V> {
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value to start with when uncontrolled. @default null */
  defaultValue?: V | null;
  /** Hears every change of the value, controlled or not. */
  onValueChange?: (value: V | null) => void;
}

const isItemDisabled = <V extends SelectValue>(item: SelectOption<V>) => Boolean(item.disabled);

/**
 * A single choice from a searchable list (ARIA 1.2 combobox, on downshift): type to filter, arrows to
 * move, Enter to choose, Escape to close (and, when closed, to clear). The list is virtualised, so long
 * lists stay fast; `loadOptions` searches on the server instead.
 */
export function Select<V extends SelectValue = string>({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  placeholder,
  id,
  name,
  options = noOptions,
  loadOptions,
  debounceMs = 300,
  value: valueProp,
  defaultValue = null,
  onValueChange,
}: SelectProps<V>) {
  const { t } = useUiTranslation(uiStrings);
  const generated = useId();
  const baseId = `arms-select-${generated}`;
  const inputId = id ?? `${baseId}-input`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useControllableState<V | null>({
    value: valueProp,
    defaultValue,
    onValueChange,
    name: 'Select',
  });
  const [isOpen, setIsOpen] = useState(false);
  // What the user typed since the list opened: the input also shows the chosen label, which is no search.
  const [search, setSearch] = useState('');

  const { items, find, remember, loading, failed, note } = useSelectOptions({
    options,
    loadOptions,
    search,
    isOpen,
    debounceMs,
  });
  // A value no option describes yet (the options are still on their way) shows an empty box, never its
  // raw id; downshift fills the box in when the option arrives, since the selected item's key changes.
  const selectedItem = value === null ? null : (find(value) ?? null);
  const selectedLabel = selectedItem?.label ?? '';

  const stateReducer = useCallback(
    (
      state: UseComboboxState<SelectOption<V>>,
      { type, changes }: UseComboboxStateChangeOptions<SelectOption<V>>,
    ): Partial<UseComboboxState<SelectOption<V>>> => {
      switch (type) {
        case types.InputBlur: {
          if (itemToKey(changes.selectedItem ?? null) !== itemToKey(state.selectedItem)) return changes;
          // Leaving without choosing: an erased box clears the value, anything else shows the chosen label again.
          if (state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
          return { ...changes, inputValue: itemToString(state.selectedItem) };
        }
        case types.InputKeyDownEscape:
          return state.isOpen ? { ...changes, inputValue: itemToString(state.selectedItem) } : changes;
        default:
          return changes;
      }
    },
    [],
  );

  const {
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    highlightedIndex,
    selectItem,
    setInputValue,
  } = useCombobox<SelectOption<V>>({
    id: baseId,
    inputId,
    // FormField's label (`<id>-label`, for the input) names the combobox and its list.
    labelId: `${inputId}-label`,
    items,
    itemToString,
    itemToKey,
    isItemDisabled,
    selectedItem,
    isOpen,
    onIsOpenChange: ({ isOpen: open }) => {
      setIsOpen(Boolean(open));
      if (!open) setSearch('');
    },
    onInputValueChange: ({ type, inputValue }) => setSearch(type === types.InputChange ? inputValue : ''),
    onSelectedItemChange: ({ selectedItem: next }) => {
      if (next) remember([next]);
      setValue(next ? next.value : null);
    },
    stateReducer,
    // The list scrolls itself: downshift cannot reach rows the virtualiser has not rendered.
    scrollIntoView: () => {},
  });

  // The chosen option can be described anew under the same value (options translated into another
  // language, a name corrected on the server): downshift compares keys only, so the box is told here.
  const shownLabel = useRef(selectedLabel);
  useEffect(() => {
    // While the list is open the box holds the user's search; the label waits for it to close.
    if (isOpen || shownLabel.current === selectedLabel) return;
    shownLabel.current = selectedLabel;
    setInputValue(selectedLabel);
  }, [selectedLabel, isOpen, setInputValue]);

  return (
    <FormField label={label} hint={hint} error={error} required={required} id={inputId}>
      {(control) => (
        <>
          <Anchor>
            <Control data-state={error ? 'invalid' : 'valid'} data-disabled={disabled}>
              <Input
                {...getInputProps({
                  ref: inputRef,
                  disabled,
                  placeholder,
                  'aria-required': control.required || undefined,
                  'aria-invalid': control['aria-invalid'],
                  'aria-describedby': control['aria-describedby'],
                })}
              />
              {selectedItem && !disabled && (
                // Keyboard users clear with Escape on the closed box; this is the pointer's way.
                <IconButton
                  type="button"
                  tabIndex={-1}
                  aria-label={t('Select.clear')}
                  onClick={() => {
                    selectItem(null);
                    inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              )}
              <IconButton type="button" {...getToggleButtonProps({ disabled, 'aria-label': t('Select.showOptions') })}>
                <span aria-hidden="true">▾</span>
              </IconButton>
            </Control>
            <OptionList
              items={items}
              isOpen={isOpen}
              highlightedIndex={highlightedIndex}
              getMenuProps={getMenuProps}
              getItemProps={getItemProps}
              isSelected={(item) => item.value === value}
              multiple={false}
              busy={loading}
              note={note}
              noteTone={failed ? 'danger' : 'muted'}
            />
          </Anchor>
          <VisuallyHidden role="status">{isOpen ? (note ?? '') : ''}</VisuallyHidden>
          {name && <input type="hidden" name={name} value={value === null ? '' : String(value)} />}
        </>
      )}
    </FormField>
  );
}
