import { hasRouteAccess } from './access';
import { employerRoutes } from './routes';

/**
 * The six setup steps of the onboarding modal and the /welcome page (spec section 2; the steps are ours,
 * docs/decisions/0110): each names the screen that does it. In the order a new company needs them.
 */
export const setupSteps = [
  { id: 'companyProfile', path: '/setting/employer', labelKey: 'domain.setupStep.companyProfile' },
  { id: 'users', path: '/setting/users', labelKey: 'domain.setupStep.users' },
  { id: 'hiringEntity', path: '/hiring-entities/create', labelKey: 'domain.setupStep.hiringEntity' },
  { id: 'emailAlerts', path: '/setting/rules-email-alerts', labelKey: 'domain.setupStep.emailAlerts' },
  { id: 'resumeFormat', path: '/setting/resume-format', labelKey: 'domain.setupStep.resumeFormat' },
  { id: 'firstJob', path: '/jobs/create', labelKey: 'domain.setupStep.firstJob' },
] as const;

/** One of the six setup steps. */
export type SetupStepId = (typeof setupSteps)[number]['id'];

/**
 * Whether the user may open a setup step's screen (sections 2 and 6): a step whose screen the guard
 * would refuse is shown without its link, so the list never leads to a redirect.
 */
export function canOpenSetupStep(
  user: { readonly role: readonly string[]; readonly permissions: readonly string[] },
  id: SetupStepId,
): boolean {
  const step = setupSteps.find((candidate) => candidate.id === id);
  const route = employerRoutes.find((candidate) => candidate.path === step?.path);
  return route !== undefined && hasRouteAccess(user, route) === 'allow';
}
