import { findRoute, type RouteDefinition } from './routes';
import type { Menu, MenuItem } from './menu';

/** A breadcrumb step as i18n key and path; the app translates it. */
export interface TrailStep {
  readonly labelKey: string;
  readonly path: string;
}

/** The route of a path with its breadcrumb steps above it (section 2: breadcrumbs and page titles). */
export interface RouteTrail {
  readonly route: RouteDefinition | undefined;
  /** Home, then the menu entry the route belongs to when it is another page; empty on the home page itself. */
  readonly steps: readonly TrailStep[];
}

function menuLink(items: readonly MenuItem[], key: string): TrailStep | undefined {
  for (const item of items) {
    if (item.kind === 'group') {
      const found = menuLink(item.children, key);
      if (found) return found;
    } else if (item.kind === 'link' && item.key === key) return { labelKey: item.labelKey, path: item.path };
  }
  return undefined;
}

/**
 * The breadcrumb trail of a path from a route table and its menu (section 2): the portal's home (the menu's
 * first link), then the menu entry the route is filed under when that is another page. The page itself, named
 * by the route's `titleKey` or by the screen, comes last and is the app's to add.
 */
export function routeTrail(pathname: string, routes: readonly RouteDefinition[], menu: Menu): RouteTrail {
  const route = findRoute(pathname, routes)?.route;
  const first = menu.items[0];
  const home = first && first.kind === 'link' ? { labelKey: first.labelKey, path: first.path } : undefined;
  if (!route || !home || route.path === home.path) return { route, steps: [] };
  const entry = route.menuKey ? menuLink(menu.items, route.menuKey) : undefined;
  const steps: TrailStep[] = [home];
  if (entry && entry.path !== route.path && entry.path !== home.path) steps.push(entry);
  return { route, steps };
}
