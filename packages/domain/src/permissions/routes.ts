import type { Permission, Role } from './roles';

/** The layout a route renders in (section 2): a plain wrapper, or the main layout with menu and header. */
export type Layout = 'plain' | 'main';

/** The application a route belongs to (section 2). */
export type RoutePortal = 'employer' | 'admin' | 'candidate';

/** One entry of a route table (section 2). */
export interface RouteDefinition {
  /** Stable id; the title key is `domain.route.<id>`. */
  readonly id: string;
  /** History-style path pattern; `:name` segments are parameters. */
  readonly path: string;
  readonly portal: RoutePortal;
  /** Public routes allow anyone, signed in or not. */
  readonly public: boolean;
  /** Roles of which the user must hold at least one (empty for public routes). */
  readonly roles: readonly Role[];
  /** Permissions of which `hr_staff` and `hr_staff_l2` must hold at least one (empty: none checked). */
  readonly permissions: readonly Permission[];
  readonly layout: Layout;
  /** i18n key of the page title; the app appends the brand suffix. */
  readonly titleKey: `domain.route.${string}`;
  /** The menu entry highlighted on this route, if any. */
  readonly menuKey: string | null;
}

/**
 * Employer-side roles allowed by default on signed-in routes (section 2): hiring manager, human
 * resource staff (and level 2), account administrator, plus the super user (docs/decisions/0014).
 */
export const staffRoles = [
  'hiring_manager',
  'hr_staff',
  'hr_staff_l2',
  'account_admin',
  'super_user',
] as const satisfies readonly Role[];

/** The sourcing roles (section 6): the sourcer and the sourcer held to the level 2 rules (docs/decisions/0188). */
export const sourcerRoles = ['sourcer', 'sourcer_l2'] as const satisfies readonly Role[];

/**
 * The level 2 roles (sections 2 and 4): kept off hiring entities and portal resumes, allowed the
 * reset-password screen, and sent to /resumes first when a route turns them away.
 */
export const level2Roles = ['hr_staff_l2', 'sourcer_l2'] as const satisfies readonly Role[];

/** Every role that signs in to the employer portal (section 6): the staff roles, sourcers and referral users. */
export const employerRoles = [...staffRoles, ...sourcerRoles, 'referral'] as const satisfies readonly Role[];

const withoutLevel2 = ['hiring_manager', 'hr_staff', 'account_admin', 'super_user'] as const satisfies readonly Role[];
const adminAndHr = ['account_admin', 'hr_staff', 'super_user'] as const satisfies readonly Role[];
const accountAdminOnly = ['account_admin', 'super_user'] as const satisfies readonly Role[];
const resetPasswordRoles = [
  'hr_staff',
  ...level2Roles,
  'account_admin',
  'super_user',
] as const satisfies readonly Role[];
const platformAdmin = ['arms_admin'] as const satisfies readonly Role[];

interface RouteOptions {
  roles?: readonly Role[];
  permissions?: readonly Permission[];
  menu?: string | null;
  layout?: Layout;
}

function signedIn(portal: RoutePortal, id: string, path: string, options: RouteOptions = {}): RouteDefinition {
  return {
    id,
    path,
    portal,
    public: false,
    roles: options.roles ?? (portal === 'admin' ? platformAdmin : staffRoles),
    permissions: options.permissions ?? [],
    layout: options.layout ?? 'main',
    titleKey: `domain.route.${id}`,
    menuKey: options.menu ?? null,
  };
}

function open(portal: RoutePortal, id: string, path: string): RouteDefinition {
  return {
    id,
    path,
    portal,
    public: true,
    roles: [],
    permissions: [],
    layout: 'plain',
    titleKey: `domain.route.${id}`,
    menuKey: null,
  };
}

const e = (id: string, path: string, options?: RouteOptions) => signedIn('employer', id, path, options);
const a = (id: string, path: string, options?: RouteOptions) => signedIn('admin', id, path, options);

const jobList = { permissions: ['view_all_job'], menu: 'jobsList' } as const;
const candidates = ['access_all_candidate', 'access_uploaded_candidate'] as const satisfies readonly Permission[];
const allCandidates = ['access_all_candidate'] as const satisfies readonly Permission[];
const hiringEntity = {
  roles: withoutLevel2,
  permissions: ['access_hiring_entities'],
  menu: 'hiringEntitiesList',
} as const;
const portalResume = { roles: withoutLevel2, menu: null } as const;

/**
 * The employer portal's route table (section 2, roles and permissions of section 6): public screens,
 * every signed-in screen and the /setting/* screens, with the layout, title key and menu entry of each.
 */
export const employerRoutes: readonly RouteDefinition[] = [
  open('employer', 'login', '/login'),
  open('employer', 'signup', '/signup'),
  open('employer', 'signupSuccess', '/signup-success'),
  open('employer', 'forgotPassword', '/forgot-password'),
  open('employer', 'createPassword', '/create-password'),
  open('employer', 'nominateFeedback', '/nominate-feedback'),
  e('home', '/', { roles: employerRoles, menu: 'home' }),
  e('documents', '/documents', { roles: employerRoles, menu: 'documents' }),
  e('hiringEntities', '/hiring-entities', hiringEntity),
  e('hiringEntityDetail', '/hiring-entities/details/:departmentId', hiringEntity),
  e('hiringEntityEdit', '/hiring-entities/edit/:departmentId', hiringEntity),
  e('hiringEntityCreate', '/hiring-entities/create', { ...hiringEntity, menu: 'hiringEntitiesCreate' }),
  e('jobs', '/jobs', jobList),
  e('jobsMine', '/jobs/me', { permissions: ['view_assigned_job'], menu: 'jobsMine' }),
  e('jobCreate', '/jobs/create', { permissions: ['post_job'], menu: 'jobsCreate' }),
  e('jobEdit', '/jobs/:id/edit', { permissions: ['post_job'], menu: 'jobsList' }),
  e('jobDetail', '/jobs/:id/detail', { menu: 'jobsList' }),
  e('jobApplicationEdit', '/jobs/:id/application/:appId/edit', { menu: 'jobsList' }),
  e('jobApplicationPreview', '/jobs/:id/application/:appId/preview/:downloadDocId', { menu: 'jobsList' }),
  e('jobOtherDocumentPreview', '/jobs/:id/other-documents/:appId/preview/:downloadDocId', { menu: 'jobsList' }),
  e('resumes', '/resumes', { permissions: candidates, menu: 'resumesList' }),
  e('resumeEdit', '/resumes/:id/edit', { menu: 'resumesList' }),
  e('resumeUpload', '/resumes/upload', { menu: 'resumesUpload' }),
  e('resumeSearch', '/resumes/search', { permissions: allCandidates, menu: 'resumesSearch' }),
  e('refereeContacts', '/resumes/referee-contact', { permissions: allCandidates, menu: 'refereeContacts' }),
  e('refereeContactDetail', '/resumes/referee-contact/:id/detail', {
    permissions: allCandidates,
    menu: 'refereeContacts',
  }),
  e('refereeContactEdit', '/resumes/referee-contact/:id/edit', { permissions: allCandidates, menu: 'refereeContacts' }),
  e('resumeDetail', '/resumes/:id/detail', { permissions: candidates, menu: 'resumesList' }),
  e('resumePdf', '/resumes/pdf', { menu: 'resumesList' }),
  e('compareResume', '/compare-resume/details/:id', { menu: 'resumesList' }),
  e('reportNominatedToHiringEntities', '/reports/resumes-nominated-to-hiring-entities', {
    permissions: allCandidates,
    menu: 'reportNominatedToHiringEntities',
  }),
  e('reportJobListing', '/reports/job-listing', { permissions: allCandidates, menu: 'reportJobListing' }),
  e('reportNominatedToJobs', '/reports/resumes-nominated-to-jobs', {
    permissions: allCandidates,
    menu: 'reportNominatedToJobs',
  }),
  e('reportNominatedByRecruiter', '/reports/resumes-nominated-by-recruiter', {
    permissions: allCandidates,
    menu: 'reportNominatedByRecruiter',
  }),
  e('selectedFromRecruiter', '/selected-from-recruiter'),
  e('selectedFromHiringEntities', '/selected-from-hiring-entities'),
  e('portalResumes', '/portal-resume', portalResume),
  e('portalResumeDetail', '/portal-resume/details/:id', portalResume),
  e('relatedPosition', '/related-position', portalResume),
  e('jobApplicantsRelatedPosition', '/job-applicants-related-position', portalResume),
  e('welcome', '/welcome', { roles: [...staffRoles, ...sourcerRoles], permissions: ['view_all_job'], menu: 'welcome' }),
  e('settingJobClassifications', '/setting/job-classifications', {
    roles: adminAndHr,
    permissions: ['job_classification'],
    menu: 'settingJobClassifications',
  }),
  e('settingSpecialtyProjects', '/setting/specialty-projects-list', {
    roles: adminAndHr,
    menu: 'settingSpecialtyProjects',
  }),
  e('settingSourcingChannels', '/setting/sourcing-channel', { roles: adminAndHr, menu: 'settingSourcingChannels' }),
  e('settingSourcingChannelCreate', '/setting/sourcing-channel/create', {
    roles: adminAndHr,
    menu: 'settingSourcingChannels',
  }),
  e('settingSourcingChannelEdit', '/setting/sourcing-channel/edit/:id', {
    roles: adminAndHr,
    menu: 'settingSourcingChannels',
  }),
  e('settingPortalDateCms', '/setting/portal-date-cms', { roles: accountAdminOnly, menu: 'settingPortalDateCms' }),
  e('settingResumeFormat', '/setting/resume-format', { roles: accountAdminOnly, menu: 'settingResumeFormat' }),
  e('settingResumeFormatEdit', '/setting/resume-format/edit', { roles: accountAdminOnly, menu: 'settingResumeFormat' }),
  e('settingUsers', '/setting/users', { roles: adminAndHr, permissions: ['add_user'], menu: 'settingUsers' }),
  e('settingUserDetail', '/setting/users/details/:id', {
    roles: adminAndHr,
    permissions: ['add_user'],
    menu: 'settingUsers',
  }),
  e('settingUserEdit', '/setting/users/edit/:id', {
    roles: adminAndHr,
    permissions: ['add_user'],
    menu: 'settingUsers',
  }),
  e('settingUserCreate', '/setting/users/create', {
    roles: adminAndHr,
    permissions: ['add_user'],
    menu: 'settingUsers',
  }),
  e('settingResetPassword', '/setting/reset-password', { roles: resetPasswordRoles, menu: 'settingResetPassword' }),
  e('settingEmailAlertRules', '/setting/rules-email-alerts', {
    roles: adminAndHr,
    permissions: ['email_alert'],
    menu: 'settingEmailAlertRules',
  }),
  e('settingEmployer', '/setting/employer', {
    roles: adminAndHr,
    permissions: ['update_company'],
    menu: 'settingEmployer',
  }),
  e('settingEmployerEdit', '/setting/employer/edit', {
    roles: adminAndHr,
    permissions: ['update_company'],
    menu: 'settingEmployer',
  }),
];

/**
 * The administration portal's route table (section 2): everything under /arms, for the platform
 * administrator only, including the master-data lists the admin menu names (level, role, discipline,
 * specialty and trending keyword lists; paths ours, docs/decisions/0014).
 */
export const adminRoutes: readonly RouteDefinition[] = [
  open('admin', 'armsLogin', '/arms/login'),
  open('admin', 'armsForgotPassword', '/arms/forgot-password'),
  a('armsHome', '/arms', { menu: 'armsHome' }),
  a('armsStaff', '/arms/staff-management', { menu: 'armsStaff' }),
  a('armsStaffCreate', '/arms/staff-management/create', { menu: 'armsStaff' }),
  a('armsStaffEdit', '/arms/staff-management/:id/edit', { menu: 'armsStaff' }),
  a('armsStaffDetail', '/arms/staff-management/:id/detail', { menu: 'armsStaff' }),
  a('armsDocuments', '/arms/documents', { menu: 'armsDocuments' }),
  a('armsLogs', '/arms/logs', { menu: 'armsLogs' }),
  a('armsCms', '/arms/cms/portal', { menu: 'armsCms' }),
  a('armsSeo', '/arms/setting/seo', { menu: 'armsSeo' }),
  a('armsCompanies', '/arms/companies', { menu: 'armsCompanies' }),
  a('armsCompanyCreate', '/arms/companies/create', { menu: 'armsCompanies' }),
  a('armsCompanyDetail', '/arms/companies/:id/detail', { menu: 'armsCompanies' }),
  a('armsCompanyEdit', '/arms/companies/:id/edit', { menu: 'armsCompanies' }),
  a('armsEmails', '/arms/emails', { menu: 'armsEmails' }),
  a('armsEmailCreate', '/arms/emails/create', { menu: 'armsEmails' }),
  a('armsEmailEdit', '/arms/emails/:id/edit', { menu: 'armsEmails' }),
  a('armsCountries', '/arms/setting/country-list', { menu: 'armsCountries' }),
  a('armsCurrencies', '/arms/setting/currencies', { menu: 'armsCurrencies' }),
  a('armsEducations', '/arms/setting/education-list', { menu: 'armsEducations' }),
  a('armsJobStatuses', '/arms/setting/job-status-list', { menu: 'armsJobStatuses' }),
  a('armsJobClassifications', '/arms/setting/job-classifications', { menu: 'armsJobClassifications' }),
  a('armsNationalities', '/arms/setting/nationality-list', { menu: 'armsNationalities' }),
  a('armsResidentialStatuses', '/arms/setting/sgp-residential-status', { menu: 'armsResidentialStatuses' }),
  a('armsLevels', '/arms/setting/level-list', { menu: 'armsLevels' }),
  a('armsRoles', '/arms/setting/role-list', { menu: 'armsRoles' }),
  a('armsDisciplines', '/arms/setting/discipline-list', { menu: 'armsDisciplines' }),
  a('armsSpecialties', '/arms/setting/specialty-list', { menu: 'armsSpecialties' }),
  a('armsTrendingKeywords', '/arms/setting/trending-keywords', { menu: 'armsTrendingKeywords' }),
  a('armsBlacklistKeywords', '/arms/setting/blacklist-keywords', { menu: 'armsBlacklistKeywords' }),
  a('armsResetPassword', '/arms/setting/reset-password', { menu: 'armsResetPassword' }),
  a('armsJobSeekers', '/arms/jobseeker', { menu: 'armsJobSeekers' }),
  a('armsJobs', '/arms/jobs', { menu: 'armsJobs' }),
];

/**
 * The candidate portal's routes (section 2), on their own host: the invitation to apply and the
 * nomination feedback page, both public and reached with a signed token query.
 */
export const candidateRoutes: readonly RouteDefinition[] = [
  open('candidate', 'candidateInvitation', '/invitation-to-apply/:id'),
  open('candidate', 'candidateNominateFeedback', '/nominate-feedback'),
];

/** Splits a pathname into segments, ignoring repeated and trailing slashes. */
function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a history-style path against a route pattern (section 2): static segments must be equal,
 * `:name` segments capture one non-empty segment. Trailing slashes are ignored. Null when it does not match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decode(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** A route found for a pathname, with its parameters. */
export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Finds the route of a pathname in a route table (section 2). When several patterns match, the one
 * with more static segments wins (`/jobs/me` over `/jobs/:id`). Undefined for an unknown path, which
 * the app shows as its not-found screen.
 */
export function findRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = [...employerRoutes, ...adminRoutes],
): RouteMatch | undefined {
  let best: RouteMatch | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    const score = segments(route.path).filter((part) => !part.startsWith(':')).length;
    if (score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/** Whether a pathname is in the administration area: `/arms` or below (section 4). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/arms' || pathname.startsWith('/arms/');
}
