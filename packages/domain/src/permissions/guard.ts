import { hasRouteAccess } from './access';
import { adminRoutes, employerRoutes, findRoute, isAdminPath, level2Roles } from './routes';
import type { RouteDefinition } from './routes';

/** The signed-in user as the route guard sees it (sections 4 and 6). */
export interface AccessUser {
  readonly role: readonly string[];
  readonly permissions: readonly string[];
  readonly companyId: string | number | null;
}

/** The guard's answer for a location (section 4). */
export type RouteAccess =
  | { readonly kind: 'allow' }
  | { readonly kind: 'login'; readonly to: string }
  | { readonly kind: 'redirect'; readonly to: string };

/** A location to check: a pathname and, optionally, its query string (with or without the `?`). */
export interface AccessLocation {
  readonly pathname: string;
  readonly search?: string;
}

const allRoutes: readonly RouteDefinition[] = [...employerRoutes, ...adminRoutes];

/** Reads one parameter of a query string (the guard's `jobId`, section 4) without DOM or Node APIs; `+` is a space. */
export function queryParam(search: string | undefined, name: string): string | undefined {
  const query = (search ?? '').replace(/^\?/, '');
  for (const pair of query.split('&')) {
    const [rawKey = '', ...rest] = pair.split('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    if (decode(rawKey) === name) return decode(rest.join('='));
  }
  return undefined;
}

/** The login screen of the area a path belongs to (section 4): `/arms/login` under /arms, `/login` otherwise. */
export function loginPathFor(pathname: string): '/login' | '/arms/login' {
  return isAdminPath(pathname) ? '/arms/login' : '/login';
}

function hasCompany(user: AccessUser): boolean {
  return user.companyId !== null && user.companyId !== undefined && user.companyId !== '';
}

function allowedOn(user: AccessUser, pathname: string, routes: readonly RouteDefinition[]): boolean {
  const match = findRoute(pathname, routes);
  return match !== undefined && (match.route.public || hasRouteAccess(user, match.route) === 'allow');
}

/**
 * Where a failed role or permission check sends a user (section 4): staff with a company go to
 * /resumes (level 2: `hr_staff_l2`, `sourcer_l2`) or / (others), users without a company to /arms. A target the user may not see
 * either, or the path itself, is skipped for the next of /, /arms, so the guard never loops
 * (docs/decisions/0014). Undefined when no area admits the user.
 */
export function fallbackPath(
  user: AccessUser,
  from?: string,
  routes: readonly RouteDefinition[] = allRoutes,
): string | undefined {
  const level2 = user.role.some((role) => (level2Roles as readonly string[]).includes(role));
  const primary = !hasCompany(user) ? '/arms' : level2 ? '/resumes' : '/';
  const candidates = [primary, '/', '/arms'];
  return candidates.find((path) => path !== from && allowedOn(user, path, routes));
}

/**
 * The home redirect of section 4: the super user (shown as Recruiter) goes to /, the platform
 * administrator to /arms, everyone else to the jobs list /jobs. When the guard would turn the user
 * away from that home (say hr_staff without view_all_job), the guard's fallback is returned instead.
 */
export function homePath(user: AccessUser): string {
  const home = user.role.includes('super_user') ? '/' : user.role.includes('arms_admin') ? '/arms' : '/jobs';
  if (allowedOn(user, home, allRoutes)) return home;
  return fallbackPath(user, home) ?? home;
}

/**
 * The route guard of sections 4 and 6. Unknown paths and public routes allow anyone. A visitor who is
 * not signed in goes to the login of the path's area with `redirect` (the wanted path and query) and
 * `jobId` (when the wanted query has one). A signed-in user must hold one of the route's roles and,
 * for `hr_staff` and `hr_staff_l2`, one of its permissions; otherwise they are redirected (see
 * `fallbackPath`). A user no area admits is sent to the login again.
 */
export function routeAccess(
  user: AccessUser | null,
  location: AccessLocation,
  routes: readonly RouteDefinition[] = allRoutes,
): RouteAccess {
  const { pathname } = location;
  const match = findRoute(pathname, routes);
  if (!match || match.route.public) return { kind: 'allow' };
  if (!user) {
    const search = location.search ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : '';
    const jobId = queryParam(search, 'jobId');
    const query = [`redirect=${encodeURIComponent(pathname + search)}`];
    if (jobId !== undefined && jobId !== '') query.push(`jobId=${encodeURIComponent(jobId)}`);
    return { kind: 'login', to: `${loginPathFor(pathname)}?${query.join('&')}` };
  }
  if (hasRouteAccess(user, match.route) === 'allow') return { kind: 'allow' };
  const to = fallbackPath(user, pathname, routes);
  return to === undefined ? { kind: 'login', to: loginPathFor(pathname) } : { kind: 'redirect', to };
}
