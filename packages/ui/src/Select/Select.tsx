import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { ErrorText, Field, Hint, Label, RequiredMark } from '../internal/field.styles';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { OptionList } from './components/OptionList';
import type { SelectOption, SelectValue } from './options';
import { Anchor, Control, IconButton, Input } from './Select.styles';
import type { LoadOptions } from './useAsyncOptions';
import { itemToKey, itemToString, noOptions, useSelectOptions } from './useSelectOptions';

const types = useCombobox.stateChangeTypes;

/** What `Select` and `MultiSelect` share: the field around the combobox and where options come from. */
export interface SelectFieldProps<V extends SelectValue = string> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** An already translated error message; marks the field invalid. */
  error?: ReactNode;
  /** Marks the field required for assistive technology and shows an asterisk. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Shown in the empty search box. */
  placeholder?: string;
  /** The search input's id. @default a generated id */
  id?: string;
  /** Submits the value under this name with a form (hidden inputs). */
  name?: string;
  /**
   * The choices, searched on the client (case- and diacritic-insensitive). With `loadOptions`, they only
   * give labels to values that have not been loaded yet.
   * @default []
   */
  options?: ReadonlyArray<SelectOption<V>>;
  /**
   * Loads the choices from the server for what the user typed (debounced; stale answers are ignored).
   * The list shows the answer as it is: the server does the matching.
   */
  loadOptions?: LoadOptions<V>;
  /** How long typing must pause before `loadOptions` runs, in milliseconds. @default 300 */
  debounceMs?: number;
}

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
  const { t } = useUiTranslation();
  const generated = useId();
  const baseId = `arms-select-${generated}`;
  const inputId = id ?? `${baseId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useControllableState<V | null>({ value: valueProp, defaultValue, onValueChange });
  const readOnly = valueProp !== undefined && !onValueChange;
  useEffect(() => {
    warning(
      readOnly,
      'Select was given `value` without `onValueChange`, so it cannot change; use `defaultValue` for a field that keeps its own value.',
    );
  }, [readOnly]);
  const [isOpen, setIsOpen] = useState(false);
  // What the user typed since the list opened: the input also shows the chosen label, which is no search.
  const [search, setSearch] = useState('');

  const { items, lookup, remember, loading, failed, note } = useSelectOptions({
    options,
    loadOptions,
    search,
    isOpen,
    debounceMs,
  });
  const selectedItem = value === null ? null : lookup(value);

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
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    highlightedIndex,
    selectItem,
  } = useCombobox<SelectOption<V>>({
    id: baseId,
    inputId,
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

  return (
    <Field data-state={error ? 'invalid' : 'valid'}>
      <Label {...getLabelProps()}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Anchor>
        <Control data-state={error ? 'invalid' : 'valid'} data-disabled={disabled}>
          <Input
            {...getInputProps({
              ref: inputRef,
              disabled,
              placeholder,
              'aria-required': required || undefined,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
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
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <VisuallyHidden role="status">{isOpen ? (note ?? '') : ''}</VisuallyHidden>
      {name && <input type="hidden" name={name} value={value === null ? '' : String(value)} />}
    </Field>
  );
}
