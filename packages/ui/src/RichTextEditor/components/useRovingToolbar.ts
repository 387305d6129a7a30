import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

const itemSelector = '[data-toolbar-item]';

/** What a toolbar item spreads on its element. */
export interface ToolbarItemProps {
  'data-toolbar-item': '';
  tabIndex: 0 | -1;
  onFocus: () => void;
}

/**
 * The keyboard model of a WAI-ARIA toolbar: one Tab stop (the last focused item, roving tabindex),
 * Left and Right move between items and wrap, Home and End go to the ends. Items are the elements
 * marked with `itemProps(index)`; disabled-looking items (`aria-disabled`) stay reachable.
 */
export function useRovingToolbar() {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const items = Array.from(toolbarRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []).filter(
      (item) => !(item as HTMLButtonElement).disabled,
    );
    const current = items.indexOf(event.target as HTMLElement);
    if (current === -1 || items.length === 0) return;
    const last = items.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }, []);

  const itemProps = useCallback(
    (index: number): ToolbarItemProps => ({
      'data-toolbar-item': '',
      tabIndex: index === active ? 0 : -1,
      onFocus: () => setActive(index),
    }),
    [active],
  );

  return { toolbarRef, onKeyDown, itemProps };
}
