import type { Role } from '@arms/domain';

/**
 * The roles an account administrator gives a user (section 6 "Assignable user roles"): account
 * administrator, human resource staff labelled Recruiter, sourcer, sourcer l2 (its own role,
 * docs/decisions/0188) and referral.
 */
export const assignableRoles = [
  'account_admin',
  'hr_staff',
  'sourcer',
  'sourcer_l2',
  'referral',
] as const satisfies readonly Role[];

/** A role the role choice may show: the five, or level 2 staff on a user who already holds it. */
export type AssignableRole = (typeof assignableRoles)[number] | 'hr_staff_l2';

/**
 * The roles the role choice offers for a user: the five assignable ones, plus human resource staff
 * level 2 when the user already holds it (given before 0188 or through the API), so an edit keeps it.
 */
export function offeredRoles(held: readonly string[] = []): readonly AssignableRole[] {
  return held.includes('hr_staff_l2') ? [...assignableRoles, 'hr_staff_l2'] : assignableRoles;
}

/** The label of a role on the users screens: HR staff shows as Recruiter there (section 6). */
export function roleLabel(role: string, t: (key: string) => string, tSetting: (key: 'roleRecruiter') => string) {
  if (role === 'hr_staff') return tSetting('roleRecruiter');
  return t(`domain.role.${role}`);
}
