import { canSelectAll, truncateSelection, validateSelection } from '@arms/domain';
import {
  useCombobox,
  useMultipleSelection,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
} from 'downshift';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { Anchor, Control, IconButton, Input } from '../internal/combobox/combobox.styles';
import type { SelectFieldProps } from '../internal/combobox/fieldProps';
import { OptionList } from '../internal/combobox/OptionList';
import type { SelectOption, SelectValue } from '../internal/combobox/options';
import { itemToKey, itemToString, noOptions, useSelectOptions } from '../internal/combobox/useSelectOptions';
import { Actions, Chip, ChipList, ChipRemove } from './MultiSelect.styles';
import { multiSelectStrings } from './MultiSelect.strings';
import { selectStrings } from '../Select/Select.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { MultiSelect: multiSelectStrings, Select: selectStrings };

const types = useCombobox.stateChangeTypes;

export interface MultiSelectProps<V extends SelectValue = string> extends SelectFieldProps<V> {
  /** The chosen values (controlled), in the order they were chosen. */
  value?: readonly V[];
  /** The values to start with when uncontrolled. @default [] */
  defaultValue?: readonly V[];
  /** Hears every change of the values, controlled or not. */
  onValueChange?: (value: V[]) => void;
  /**
   * The most values that can be chosen (spec section 5): a longer value is truncated to its first `max`
   * (and reported with the domain's "up to {{max}}" message), the other options are disabled once it
   * is reached, and "Select All" is off.
   */
  max?: number;
  /** Announced, and shown above the list, when `max` is reached. @default "You have selected the maximum of {{max}}" */
  maxReachedMessage?: string;
  /** Shows "Select All" and "Clear Selection" under the field. @default true */
  showSelectionActions?: boolean;
}

const noValues: readonly never[] = [];

/**
 * Several choices from a searchable list (ARIA 1.2 combobox with a multi-selectable listbox, on
 * downshift). Enter or a click toggles an option and keeps the list open; the chosen values show as
 * chips: Backspace in the empty box removes the last, Left Arrow moves onto the chips, and Delete or
 * Backspace removes the focused one. The list is virtualised, so 10,000 options stay smooth.
 */
export function MultiSelect<V extends SelectValue = string>({
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
  defaultValue = noValues,
  onValueChange,
  max,
  maxReachedMessage,
  showSelectionActions = true,
}: MultiSelectProps<V>) {
  const { t } = useUiTranslation(uiStrings);
  const generated = useId();
  const baseId = `arms-multiselect-${generated}`;
  const inputId = id ?? `${baseId}-input`;
  const chipHintId = `${inputId}-chip-hint`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [raw, setRaw] = useControllableState<readonly V[]>({
    value: valueProp,
    defaultValue,
    onValueChange: onValueChange && ((next) => onValueChange([...next])),
    name: 'MultiSelect',
  });
  const values = useMemo(() => truncateSelection(raw, max), [raw, max]);
  const selected = useMemo(() => new Set<V>(values), [values]);
  const atMax = max !== undefined && values.length >= max;
  useEffect(() => {
    warning(
      max !== undefined && raw.length > max,
      `MultiSelect was given ${raw.length} values with max ${String(max)}; it shows the first ${String(max)}.`,
    );
  }, [raw.length, max]);

  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const {
    items,
    loadedOptions,
    lookup,
    remember,
    loading,
    failed,
    note: listNote,
  } = useSelectOptions({ options, loadOptions, search, isOpen, debounceMs });
  const selectedItems = useMemo(() => values.map(lookup), [values, lookup]);

  const commit = (next: readonly V[]) => setRaw(truncateSelection(next, max));
  const toggle = (item: SelectOption<V>) => {
    if (selected.has(item.value)) commit(values.filter((v) => v !== item.value));
    else if (!atMax && !item.disabled) {
      remember([item]);
      commit([...values, item.value]);
    }
  };

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem, activeIndex } = useMultipleSelection<
    SelectOption<V>
  >({
    selectedItems,
    itemToKey,
    // A chip removed with the pointer leaves focus where it was; downshift would move it onto a chip.
    stateReducer: (state, { type, changes }) =>
      type === useMultipleSelection.stateChangeTypes.FunctionRemoveSelectedItem && state.activeIndex === -1
        ? { ...changes, activeIndex: -1 }
        : changes,
    onSelectedItemsChange: ({ selectedItems: next }) => commit(next.map((item) => item.value)),
  });

  const stateReducer = useCallback(
    (
      state: UseComboboxState<SelectOption<V>>,
      { type, changes }: UseComboboxStateChangeOptions<SelectOption<V>>,
    ): Partial<UseComboboxState<SelectOption<V>>> => {
      switch (type) {
        case types.InputKeyDownEnter:
        case types.ItemClick:
          // Choosing toggles and keeps the list and the search, so several matches can be picked in a row.
          return changes.selectedItem
            ? { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex, inputValue: state.inputValue }
            : changes;
        case types.InputBlur:
          // Leaving the field never chooses: only Enter and clicks do.
          return { ...changes, selectedItem: state.selectedItem, inputValue: '' };
        case types.InputKeyDownEscape:
          return { ...changes, inputValue: '' };
        case types.ControlledPropUpdatedSelectedItem:
          // `selectedItem` is always null here (choices live in `value`); the search stays as typed.
          return { ...changes, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    [],
  );

  const { getInputProps, getToggleButtonProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<
    SelectOption<V>
  >({
    id: baseId,
    inputId,
    // FormField's label (`<id>-label`, for the input) names the combobox and its list.
    labelId: `${inputId}-label`,
    items,
    itemToString,
    itemToKey,
    isItemDisabled: (item) => Boolean(item.disabled) || (atMax && !selected.has(item.value)),
    selectedItem: null,
    inputValue: search,
    isOpen,
    onIsOpenChange: ({ isOpen: open }) => setIsOpen(Boolean(open)),
    onInputValueChange: ({ inputValue }) => setSearch(inputValue ?? ''),
    onStateChange: ({ type, selectedItem }) => {
      if ((type === types.ItemClick || type === types.InputKeyDownEnter) && selectedItem) toggle(selectedItem);
    },
    stateReducer,
    scrollIntoView: () => {},
  });

  const selectAll = () => {
    const pool = loadOptions ? loadedOptions : options;
    const added = pool.filter((option) => !option.disabled && !selected.has(option.value));
    if (added.length === 0) return;
    remember(added);
    commit([...values, ...added.map((option) => option.value)]);
  };

  // A value longer than max comes from outside (a saved record, a controlled parent): say what the rule is.
  const [issue] = max === undefined ? [] : validateSelection(raw, max, name ?? 'selection');
  const shownError = error ?? (issue ? t(issue.code, issue.params) : undefined);

  const maxNote = atMax ? (maxReachedMessage ?? t('MultiSelect.maxReached', { max })) : undefined;
  const announcement = (isOpen ? listNote : undefined) ?? maxNote ?? '';

  return (
    <FormField label={label} hint={hint} error={shownError} required={required} id={inputId}>
      {(control) => (
        <>
          <Anchor>
            <Control data-state={shownError ? 'invalid' : 'valid'} data-disabled={disabled}>
              {selectedItems.length > 0 && (
                <ChipList aria-label={t('MultiSelect.selected')}>
                  {selectedItems.map((item, i) => (
                    <Chip
                      key={String(item.value)}
                      data-active={i === activeIndex}
                      {...getSelectedItemProps({ selectedItem: item, index: i, 'aria-describedby': chipHintId })}
                    >
                      <span>{item.label}</span>
                      {!disabled && (
                        <ChipRemove
                          type="button"
                          tabIndex={-1}
                          aria-label={t('MultiSelect.remove', { label: item.label })}
                          // Keeps focus where it is; the keyboard way is Delete or Backspace on the chip.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={(event) => {
                            event.stopPropagation();
                            removeSelectedItem(item);
                          }}
                        >
                          <span aria-hidden="true">×</span>
                        </ChipRemove>
                      )}
                    </Chip>
                  ))}
                </ChipList>
              )}
              <Input
                {...getInputProps(
                  getDropdownProps({
                    ref: inputRef,
                    disabled,
                    placeholder: values.length === 0 ? placeholder : undefined,
                    'aria-required': control.required || undefined,
                    'aria-invalid': control['aria-invalid'],
                    'aria-describedby': control['aria-describedby'],
                  }),
                )}
              />
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
              isSelected={(item) => selected.has(item.value)}
              multiple
              busy={loading}
              note={listNote ?? maxNote}
              noteTone={failed ? 'danger' : 'muted'}
            />
          </Anchor>
          {showSelectionActions && (
            <Actions>
              {/* Neither button disables itself when pressed: a focused button that turns disabled drops focus. */}
              <Button size="sm" variant="ghost" disabled={disabled || !canSelectAll(max)} onClick={selectAll}>
                {t('MultiSelect.selectAll')}
              </Button>
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => values.length > 0 && commit([])}>
                {t('MultiSelect.clearSelection')}
              </Button>
            </Actions>
          )}
          {selectedItems.length > 0 && <VisuallyHidden id={chipHintId}>{t('MultiSelect.chipHint')}</VisuallyHidden>}
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          {name && values.map((v) => <input key={String(v)} type="hidden" name={name} value={String(v)} />)}
        </>
      )}
    </FormField>
  );
}
