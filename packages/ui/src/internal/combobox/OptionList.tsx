import { useVirtualizer } from '@tanstack/react-virtual';
import type { UseComboboxPropGetters } from 'downshift';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SelectOption, SelectValue } from './options';
import { Indicator, Listbox, OptionItem, Popup, PopupNote, Spacer } from './combobox.styles';

/** The row height the list starts from; rows that wrap are measured. */
const estimatedOptionHeight = 36;

export interface OptionListProps<V extends SelectValue> {
  items: SelectOption<V>[];
  isOpen: boolean;
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<SelectOption<V>>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<SelectOption<V>>['getItemProps'];
  isSelected: (item: SelectOption<V>) => boolean;
  /** Multi-select lists show a box per option and state selection with `aria-selected`. */
  multiple: boolean;
  busy: boolean;
  /** A visual note above the options (loading, no match, max reached); the field's live region speaks it. */
  note?: ReactNode;
  noteTone?: 'muted' | 'danger';
}

/**
 * The popup listbox of a combobox, virtualised: only the rows in view (plus a few) are in the DOM, so
 * 10,000 options open and filter at once. Each option carries `aria-setsize`/`aria-posinset`, so
 * assistive technology still announces "12 of 10,000".
 */
export function OptionList<V extends SelectValue>({
  items,
  isOpen,
  highlightedIndex,
  getMenuProps,
  getItemProps,
  isSelected,
  multiple,
  busy,
  note,
  noteTone = 'muted',
}: OptionListProps<V>) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => estimatedOptionHeight,
    getItemKey: (index) => String(items[index]?.value ?? index),
    overscan: 6,
    enabled: isOpen,
    // Rows render on the frame the list opens, before the list has been measured.
    initialRect: { width: 0, height: 280 },
  });

  // downshift cannot scroll to a row that is not rendered: the virtualiser brings the highlighted row
  // into view (keyboard moves; a row under the mouse is already in view, so 'auto' leaves it).
  useEffect(() => {
    if (isOpen && highlightedIndex >= 0) virtualizer.scrollToIndex(highlightedIndex, { align: 'auto' });
  }, [isOpen, highlightedIndex, virtualizer]);

  const rows = isOpen ? virtualizer.getVirtualItems() : [];
  const before = rows[0]?.start ?? 0;
  // The spacers give the list its full height even before any row is measured, so it can be measured.
  const after = isOpen ? virtualizer.getTotalSize() - (rows[rows.length - 1]?.end ?? 0) : 0;

  return (
    <Popup data-state={isOpen ? 'open' : 'closed'}>
      {isOpen && note && (
        <PopupNote aria-hidden="true" data-tone={noteTone}>
          {note}
        </PopupNote>
      )}
      <Listbox
        {...getMenuProps({ ref: listRef })}
        aria-multiselectable={multiple || undefined}
        aria-busy={busy || undefined}
      >
        {before > 0 && <Spacer role="presentation" aria-hidden="true" style={{ height: before }} />}
        {rows.map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const selected = isSelected(item);
          return (
            <OptionItem
              key={row.key}
              data-index={row.index}
              data-highlighted={row.index === highlightedIndex}
              data-selected={selected}
              {...getItemProps({
                item,
                index: row.index,
                ref: virtualizer.measureElement,
                'aria-setsize': items.length,
                'aria-posinset': row.index + 1,
                // Multi-select: the option says whether it is chosen. Single: downshift marks the highlighted one.
                ...(multiple ? { 'aria-selected': selected } : {}),
              })}
            >
              <Indicator aria-hidden="true" data-kind={multiple ? 'box' : 'tick'} data-checked={selected}>
                ✓
              </Indicator>
              <span>{item.label}</span>
            </OptionItem>
          );
        })}
        {after > 0 && <Spacer role="presentation" aria-hidden="true" style={{ height: after }} />}
      </Listbox>
    </Popup>
  );
}
