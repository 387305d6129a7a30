import { createContext, useContext, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { invariant, warning } from '../internal/warning';
import { List, Panel, Root, Tab } from './Tabs.styles';

export type TabsActivation = 'automatic' | 'manual';
export type TabsOrientation = 'horizontal' | 'vertical';

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  activation: TabsActivation;
  orientation: TabsOrientation;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  invariant(context, `Tabs.${part} must be inside <Tabs>.`);
  return context;
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '_')}`;

export interface TabsProps {
  /**
   * The selected tab's `value` (controlled); pair it with `onValueChange`.
   * @default undefined (uncontrolled)
   */
  value?: string;
  /**
   * The tab selected at first when uncontrolled.
   * @default the first enabled tab
   */
  defaultValue?: string;
  /**
   * Hears the selection change.
   * @default undefined
   */
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: arrow keys select the tab they move to (cheap panels). `manual`: arrows only move
   * focus and Enter or Space selects (panels that load data).
   * @default 'automatic'
   */
  activation?: TabsActivation;
  /**
   * Which arrow keys move between tabs: Left/Right, or Up/Down for a vertical list.
   * @default 'horizontal'
   */
  orientation?: TabsOrientation;
  /** `Tabs.List` with its `Tabs.Tab`s, and one `Tabs.Panel` per tab. */
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop for the list (roving tabindex), arrow keys, Home and End
 * between tabs, automatic or manual activation; each panel is labelled by its tab.
 */
export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  orientation = 'horizontal',
  children,
}: TabsProps) {
  const [value, setValue] = useControllableState<string | undefined>({
    value: valueProp,
    defaultValue,
    onValueChange: (next) => {
      if (next !== undefined) onValueChange?.(next);
    },
  });
  const baseId = useId();
  const context: TabsContextValue = { baseId, value, select: setValue, activation, orientation };
  return (
    <TabsContext.Provider value={context}>
      <Root data-orientation={orientation}>{children}</Root>
    </TabsContext.Provider>
  );
}

export interface TabsListProps {
  /**
   * The tab list's name ("Job sections"); give this or `aria-labelledby`.
   * @default undefined
   */
  'aria-label'?: string;
  /**
   * The id of a visible heading that names the tab list.
   * @default undefined
   */
  'aria-labelledby'?: string;
  /** The `Tabs.Tab`s. */
  children: ReactNode;
}

const enabledTabs = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]')).filter((tab) => !tab.disabled);

/** The row (or column) of tabs. */
export function TabsList({ 'aria-label': ariaLabel, 'aria-labelledby': labelledBy, children }: TabsListProps) {
  const { value, select, activation, orientation } = useTabsContext('List');
  const ref = useRef<HTMLDivElement>(null);
  warning(!ariaLabel && !labelledBy, 'Tabs.List needs an `aria-label` or `aria-labelledby`.');

  // Nothing selected (no defaultValue, or the selected tab is gone): the first enabled tab is.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || list.querySelector('[role="tab"][aria-selected="true"]')) return;
    const first = enabledTabs(list)[0]?.dataset.value;
    if (first !== undefined) select(first);
  }, [value, select]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = enabledTabs(event.currentTarget);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: HTMLButtonElement | undefined;
    if (event.key === next) target = tabs[(index + 1) % tabs.length];
    else if (event.key === previous) target = tabs[(index - 1 + tabs.length) % tabs.length];
    else if (event.key === 'Home') target = tabs[0];
    else if (event.key === 'End') target = tabs[tabs.length - 1];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (activation === 'automatic' && target.dataset.value !== undefined) select(target.dataset.value);
  };

  return (
    <List
      ref={ref}
      role="tablist"
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      aria-orientation={orientation}
      onKeyDown={onKeyDown}
    >
      {children}
    </List>
  );
}

export interface TabsTabProps {
  /** Ties the tab to its `Tabs.Panel`. */
  value: string;
  /**
   * A tab that cannot be selected; arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
  /** The tab's label. */
  children: ReactNode;
}

/** One tab. */
export function TabsTab({ value, disabled = false, children }: TabsTabProps) {
  const { baseId, value: selected, select } = useTabsContext('Tab');
  const isSelected = value === selected;
  return (
    <Tab
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={isSelected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={isSelected ? 'active' : 'inactive'}
      onClick={() => select(value)}
    >
      {children}
    </Tab>
  );
}

export interface TabsPanelProps {
  /** The `value` of the tab that shows this panel. */
  value: string;
  /** The panel's content; rendered only while its tab is selected. */
  children: ReactNode;
}

/** The content of one tab; it is focusable so keyboard users reach text-only panels. */
export function TabsPanel({ value, children }: TabsPanelProps) {
  const { baseId, value: selected } = useTabsContext('Panel');
  const isSelected = value === selected;
  return (
    <Panel
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      tabIndex={0}
      hidden={!isSelected}
      data-state={isSelected ? 'active' : 'inactive'}
    >
      {isSelected && children}
    </Panel>
  );
}
