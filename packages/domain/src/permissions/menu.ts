import { hasRouteAccess } from './access';
import type { Permission, Role } from './roles';
import { adminRoutes, employerRoles, employerRoutes } from './routes';
import type { RouteDefinition } from './routes';

/** A menu entry that opens a route of the app. */
export interface MenuLink {
  readonly kind: 'link';
  readonly key: string;
  readonly labelKey: `domain.menu.${string}`;
  readonly path: string;
  readonly roles: readonly Role[];
  readonly permissions: readonly Permission[];
}

/** A menu entry that opens an external page whose address the app configures (help, feedback form). */
export interface MenuExternal {
  readonly kind: 'external';
  readonly key: string;
  readonly labelKey: `domain.menu.${string}`;
  readonly href: 'help' | 'feedback';
  readonly roles: readonly Role[];
  readonly permissions: readonly Permission[];
}

/** A collapsible group of entries; shown when at least one child is. */
export interface MenuGroup {
  readonly kind: 'group';
  readonly key: string;
  readonly labelKey: `domain.menu.${string}`;
  readonly children: readonly MenuItem[];
}

/** One entry of a side menu (section 2). */
export type MenuItem = MenuLink | MenuExternal | MenuGroup;

/** A side menu: the employer menu filters by role and permission, the admin menu by role only (section 6). */
export interface Menu {
  readonly portal: 'employer' | 'admin';
  readonly items: readonly MenuItem[];
}

function routeAt(routes: readonly RouteDefinition[], path: string): RouteDefinition {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`@arms/domain: the menu links to '${path}', which no route defines.`);
  return route;
}

/** A link whose roles and permissions are its route's, unless the spec's menu is narrower. */
function linkTo(
  routes: readonly RouteDefinition[],
  key: string,
  path: string,
  narrower: { roles?: readonly Role[] } = {},
): MenuLink {
  const route = routeAt(routes, path);
  return {
    kind: 'link',
    key,
    labelKey: `domain.menu.${key}`,
    path,
    roles: narrower.roles ?? route.roles,
    permissions: route.permissions,
  };
}

function group(key: string, children: readonly MenuItem[]): MenuGroup {
  return { kind: 'group', key, labelKey: `domain.menu.${key}`, children };
}

const e = (key: string, path: string, narrower?: { roles?: readonly Role[] }) =>
  linkTo(employerRoutes, key, path, narrower);
const a = (key: string, path: string) => linkTo(adminRoutes, key, path);
const accountAdminOnly = ['account_admin', 'super_user'] as const satisfies readonly Role[];

/**
 * The employer side menu (section 2 "Employer side menu", filtering of section 6). Each link carries
 * its route's roles and permissions, so an entry never leads to a redirect; where the spec's menu is
 * narrower than the route (sector list, sourcing channel) the menu keeps the narrower roles. Referral
 * users lose Welcome and Feedback (docs/decisions/0019).
 */
export const employerMenu: Menu = {
  portal: 'employer',
  items: [
    e('home', '/'),
    group('hiringEntities', [
      e('hiringEntitiesList', '/hiring-entities'),
      e('hiringEntitiesCreate', '/hiring-entities/create'),
    ]),
    group('jobs', [e('jobsList', '/jobs'), e('jobsMine', '/jobs/me'), e('jobsCreate', '/jobs/create')]),
    group('resumes', [
      e('resumesList', '/resumes'),
      e('resumesUpload', '/resumes/upload'),
      e('resumesSearch', '/resumes/search'),
      e('refereeContacts', '/resumes/referee-contact'),
    ]),
    group('reports', [
      e('reportNominatedToHiringEntities', '/reports/resumes-nominated-to-hiring-entities'),
      e('reportJobListing', '/reports/job-listing'),
      e('reportNominatedToJobs', '/reports/resumes-nominated-to-jobs'),
      e('reportNominatedByRecruiter', '/reports/resumes-nominated-by-recruiter'),
    ]),
    e('documents', '/documents'),
    group('setting', [
      e('settingJobClassifications', '/setting/job-classifications'),
      e('settingSpecialtyProjects', '/setting/specialty-projects-list', { roles: accountAdminOnly }),
      e('settingSourcingChannels', '/setting/sourcing-channel', { roles: accountAdminOnly }),
      e('settingPortalDateCms', '/setting/portal-date-cms'),
      e('settingResumeFormat', '/setting/resume-format'),
      e('settingUsers', '/setting/users'),
      e('settingResetPassword', '/setting/reset-password'),
      e('settingEmailAlertRules', '/setting/rules-email-alerts'),
      e('settingEmployer', '/setting/employer'),
    ]),
    {
      kind: 'external',
      key: 'help',
      labelKey: 'domain.menu.help',
      href: 'help',
      roles: employerRoles,
      permissions: [],
    },
    {
      kind: 'external',
      key: 'feedback',
      labelKey: 'domain.menu.feedback',
      href: 'feedback',
      roles: employerRoles.filter((role) => role !== 'referral'),
      permissions: [],
    },
    e('welcome', '/welcome'),
  ],
};

/** The administration side menu (section 2 "Administration portal"), for the platform administrator. */
export const adminMenu: Menu = {
  portal: 'admin',
  items: [
    a('armsHome', '/arms'),
    a('armsStaff', '/arms/staff-management'),
    a('armsCompanies', '/arms/companies'),
    a('armsJobSeekers', '/arms/jobseeker'),
    a('armsJobs', '/arms/jobs'),
    a('armsEmails', '/arms/emails'),
    a('armsDocuments', '/arms/documents'),
    a('armsLogs', '/arms/logs'),
    a('armsCms', '/arms/cms/portal'),
    group('armsSetting', [
      a('armsSeo', '/arms/setting/seo'),
      a('armsCountries', '/arms/setting/country-list'),
      a('armsCurrencies', '/arms/setting/currencies'),
      a('armsEducations', '/arms/setting/education-list'),
      a('armsJobStatuses', '/arms/setting/job-status-list'),
      a('armsJobClassifications', '/arms/setting/job-classifications'),
      a('armsNationalities', '/arms/setting/nationality-list'),
      a('armsResidentialStatuses', '/arms/setting/sgp-residential-status'),
      a('armsLevels', '/arms/setting/level-list'),
      a('armsRoles', '/arms/setting/role-list'),
      a('armsDisciplines', '/arms/setting/discipline-list'),
      a('armsSpecialties', '/arms/setting/specialty-list'),
      a('armsTrendingKeywords', '/arms/setting/trending-keywords'),
      a('armsBlacklistKeywords', '/arms/setting/blacklist-keywords'),
      a('armsResetPassword', '/arms/setting/reset-password'),
    ]),
  ],
};

function filterItems(
  items: readonly MenuItem[],
  user: { role: readonly string[]; permissions: readonly string[] },
  byPermission: boolean,
): MenuItem[] {
  const shown: MenuItem[] = [];
  for (const item of items) {
    if (item.kind === 'group') {
      const children = filterItems(item.children, user, byPermission);
      if (children.length > 0) shown.push({ ...item, children });
    } else if (
      hasRouteAccess(user, { roles: item.roles, permissions: byPermission ? item.permissions : [] }) === 'allow'
    ) {
      shown.push(item);
    }
  }
  return shown;
}

/**
 * The menu filtering of section 6: the employer menu by role and, for human resource staff and level
 * 2, by permission (the guard's rule); the admin menu by role only. Empty groups disappear.
 */
export function filterMenu(menu: Menu, user: { role: readonly string[]; permissions: readonly string[] }): Menu {
  return { portal: menu.portal, items: filterItems(menu.items, user, menu.portal === 'employer') };
}
