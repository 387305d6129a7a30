import { Tabs as TabsRoot, TabsList, TabsPanel, TabsTab } from './Tabs';

/** Tabs: `Tabs.List` of `Tabs.Tab`s and a `Tabs.Panel` per tab. */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
export type { TabsActivation, TabsListProps, TabsOrientation, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs';
