import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { List, Nav } from './SideMenu.styles';
import { defaultRenderLink, type RenderLink } from './renderLink';
import { sideMenuStrings } from './SideMenu.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { SideMenu: sideMenuStrings };

/** An entry that opens a page. */
export interface SideMenuLink {
  /** Unique in the menu; `activeId` refers to it. */
  id: string;
  /** The translated label; in icon-only mode it stays the link's accessible name. */
  label: string;
  /** The page's path, given to `renderLink`. */
  href: string;
  /**
   * A decorative icon.
   * @default the label's first letter at the top level and in icon-only mode, none inside groups
   */
  icon?: ReactNode;
  /** A link has no children: that makes it a group. */
  children?: never;
}

/** A group of entries that expands and collapses (a `MenuGroup` of @arms/domain). */
export interface SideMenuGroup {
  /** Unique in the menu; `expandedIds` refer to it. */
  id: string;
  /** The translated label of the group's button. */
  label: string;
  /**
   * A decorative icon.
   * @default the label's first letter at the top level and in icon-only mode
   */
  icon?: ReactNode;
  /** The entries it holds. */
  children: readonly SideMenuEntry[];
  /** A group opens and closes; it does not link anywhere. */
  href?: never;
}

/** One entry of the side menu: a link, or a group of entries. */
export type SideMenuEntry = SideMenuLink | SideMenuGroup;

export interface SideMenuProps {
  /** The entries, already translated and filtered for the user (apps map @arms/domain's menus). */
  items: readonly SideMenuEntry[];
  /**
   * The `id` of the entry for the current page: `aria-current="page"`, and its groups start expanded.
   * @default undefined
   */
  activeId?: string;
  /**
   * Renders each link; apps pass their router's link so navigation stays client-side.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /**
   * Icon-only mode for a narrow menu: labels are hidden visually but stay the accessible names.
   * @default false
   */
  collapsed?: boolean;
  /**
   * The ids of the expanded groups (controlled); pair it with `onExpandedIdsChange`.
   * @default undefined (uncontrolled)
   */
  expandedIds?: readonly string[];
  /**
   * The groups expanded at first when uncontrolled.
   * @default the groups that hold `activeId`
   */
  defaultExpandedIds?: readonly string[];
  /**
   * Hears a group expanding or collapsing.
   * @default undefined
   */
  onExpandedIdsChange?: (ids: readonly string[]) => void;
  /**
   * Called when a link is followed, with its id (the mobile drawer closes on it).
   * @default undefined
   */
  onNavigate?: (id: string) => void;
  /**
   * The navigation landmark's name.
   * @default t('ui.SideMenu.label') ("Main navigation")
   */
  'aria-label'?: string;
  /**
   * An id for the landmark, for `aria-controls` on a toggle.
   * @default undefined
   */
  id?: string;
}

const isGroup = (entry: SideMenuEntry): entry is SideMenuGroup => Array.isArray(entry.children);

/** The ids of the groups that lead to `id`, outermost first; empty when `id` is not in `entries`. */
export function groupsHolding(entries: readonly SideMenuEntry[], id: string | undefined): string[] {
  if (id === undefined) return [];
  for (const entry of entries) {
    if (entry.id === id) return [];
    if (isGroup(entry)) {
      if (entry.children.some((child) => child.id === id)) return [entry.id];
      const inner = groupsHolding(entry.children, id);
      if (inner.length > 0) return [entry.id, ...inner];
    }
  }
  return [];
}

function shown(element: HTMLElement) {
  return element.getClientRects().length > 0;
}

/**
 * Arrow keys move between the visible entries (Tab still works); Right and Left open and close groups,
 * and Left from inside a group goes back to its button; Home and End go to the first and last entry.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, toggle: (groupId: string, open: boolean) => void) {
  const nav = event.currentTarget;
  const entries = Array.from(nav.querySelectorAll<HTMLElement>('a[href], [data-part="group"]')).filter(shown);
  const active = document.activeElement;
  const index = entries.findIndex((entry) => entry === active);
  if (index < 0 || !(active instanceof HTMLElement)) return;
  const groupId = active.dataset.groupId;
  const expanded = active.getAttribute('aria-expanded') === 'true';
  let target: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      target = entries[(index + 1) % entries.length];
      break;
    case 'ArrowUp':
      target = entries[(index - 1 + entries.length) % entries.length];
      break;
    case 'Home':
      target = entries[0];
      break;
    case 'End':
      target = entries[entries.length - 1];
      break;
    case 'ArrowRight':
      if (groupId === undefined) return;
      if (!expanded) toggle(groupId, true);
      else target = entries[index + 1];
      break;
    case 'ArrowLeft': {
      if (groupId !== undefined && expanded) {
        toggle(groupId, false);
        break;
      }
      const list = active.closest('ul[data-level]:not([data-level="0"])');
      target = list
        ? (nav.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(list.id)}"]`) ?? undefined)
        : undefined;
      if (!target) return;
      break;
    }
    default:
      return;
  }
  event.preventDefault();
  target?.focus();
}

/**
 * The side menu of both portals (spec section 2): links and groups that expand and collapse, the
 * current page marked, an icon-only mode that keeps every name, and arrow-key navigation on top of Tab.
 */
export function SideMenu({
  items,
  activeId,
  renderLink = defaultRenderLink,
  collapsed = false,
  expandedIds,
  defaultExpandedIds,
  onExpandedIdsChange,
  onNavigate,
  'aria-label': ariaLabel,
  id,
}: SideMenuProps) {
  const { t } = useUiTranslation(uiStrings);
  const [expanded, setExpanded] = useControllableState<readonly string[]>({
    value: expandedIds,
    defaultValue: defaultExpandedIds ?? groupsHolding(items, activeId),
    onValueChange: onExpandedIdsChange,
  });
  const baseId = useId();

  warning(
    activeId !== undefined &&
      !items.some((entry) => entry.id === activeId) &&
      groupsHolding(items, activeId).length === 0,
    `SideMenu: no entry has the activeId '${activeId}'.`,
  );

  // Navigating to a page inside a closed group opens that group, so the current page is visible. Only a
  // change of page does: a group the user closed stays closed while the app re-renders.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  useEffect(() => {
    const needed = groupsHolding(itemsRef.current, activeId);
    if (needed.length === 0) return;
    setExpanded((open) => (needed.every((g) => open.includes(g)) ? open : [...new Set([...open, ...needed])]));
  }, [activeId, setExpanded]);

  const toggle = (groupId: string, open: boolean) =>
    setExpanded((current) => (open ? [...current, groupId] : current.filter((g) => g !== groupId)));

  const renderEntries = (
    entries: readonly SideMenuEntry[],
    level: number,
    group?: { listId: string; open: boolean },
  ): ReactNode => (
    <List data-level={level} id={group?.listId} hidden={group ? !group.open : undefined}>
      {entries.map((entry) => {
        const icon = entry.icon ?? (level === 0 || collapsed ? entry.label.slice(0, 1) : null);
        const content = (
          <>
            {icon !== null && (
              <span data-part="icon" aria-hidden="true">
                {icon}
              </span>
            )}
            {collapsed ? <VisuallyHidden>{entry.label}</VisuallyHidden> : <span data-part="label">{entry.label}</span>}
          </>
        );
        if (!isGroup(entry)) {
          return (
            <li key={entry.id} title={collapsed ? entry.label : undefined}>
              {renderLink({
                href: entry.href,
                current: entry.id === activeId,
                onClick: onNavigate ? () => onNavigate(entry.id) : undefined,
                children: content,
              })}
            </li>
          );
        }
        const open = expanded.includes(entry.id);
        const childListId = `${baseId}-${entry.id}`;
        return (
          <li key={entry.id} title={collapsed ? entry.label : undefined}>
            <button
              type="button"
              data-part="group"
              data-group-id={entry.id}
              data-active={groupsHolding([entry], activeId).length > 0}
              aria-expanded={open}
              aria-controls={childListId}
              onClick={() => toggle(entry.id, !open)}
            >
              {content}
              <span data-part="chevron" aria-hidden="true">
                ›
              </span>
            </button>
            {renderEntries(entry.children, level + 1, { listId: childListId, open })}
          </li>
        );
      })}
    </List>
  );

  return (
    <Nav
      id={id}
      aria-label={ariaLabel ?? t('SideMenu.label')}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      onKeyDown={(event) => moveFocus(event, toggle)}
    >
      {renderEntries(items, 0)}
    </Nav>
  );
}
