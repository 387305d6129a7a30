import { findRoute, isAdminPath, sourcerRoles } from './routes';

/** What the onboarding and terms rules read from the signed-in staff record (sections 2, 3 and 6). */
export interface ModalUser {
  readonly role: readonly string[];
  readonly isFirstTimeLogin?: boolean | null;
  readonly acceptTermDate?: string | Date | null;
}

function inEmployerApp(user: ModalUser, path: string): boolean {
  if (isAdminPath(path) || user.role.includes('arms_admin')) return false;
  return findRoute(path)?.route.public !== true;
}

/**
 * The terms-of-use rule of sections 2 and 6: the modal blocks use until accepted when the staff record
 * has no accepted date; never in the admin area, for the platform administrator, or on public screens.
 */
export function showsTermsModal(user: ModalUser, path: string): boolean {
  if (!inEmployerApp(user, path)) return false;
  const accepted = user.acceptTermDate;
  return accepted === null || accepted === undefined || accepted === '';
}

/**
 * The onboarding rule of sections 2 and 6: shown at first login, not for referral users, not in the
 * admin area, and not while the terms modal still blocks the screen (terms come first).
 */
export function showsOnboarding(user: ModalUser, path: string): boolean {
  if (!inEmployerApp(user, path) || user.isFirstTimeLogin !== true) return false;
  if (user.role.includes('referral')) return false;
  return !showsTermsModal(user, path);
}

/** A step of the onboarding modal (section 2). */
export type OnboardingStep = 'welcome' | 'setupSteps' | 'getStarted' | 'congratulations' | 'addFirstJob';

/** How the onboarding modal behaves for a user (section 2). */
export interface OnboardingFlow {
  readonly steps: readonly OnboardingStep[];
  /** Only account administrators see the "set up defaults" wording. */
  readonly setUpDefaultsWording: boolean;
  /** Only account administrators proceed from the last step to job creation. */
  readonly proceedsToJobCreation: boolean;
  /** Sourcers (level 2 too) cannot click through the last step. */
  readonly canCompleteLastStep: boolean;
}

/**
 * The onboarding steps of section 2: welcome, the six setup steps, "let's get started" (to /welcome),
 * congratulations after setup, then the prompt to add the first job; with the per-role differences.
 */
export function onboardingFlow(user: { readonly role: readonly string[] }): OnboardingFlow {
  const accountAdmin = user.role.includes('account_admin');
  return {
    steps: ['welcome', 'setupSteps', 'getStarted', 'congratulations', 'addFirstJob'],
    setUpDefaultsWording: accountAdmin,
    proceedsToJobCreation: accountAdmin,
    canCompleteLastStep: !user.role.some((role) => (sourcerRoles as readonly string[]).includes(role)),
  };
}
