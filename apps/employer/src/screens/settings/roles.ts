import type { Role } from '@arms/domain';

/**
 * The roles an account administrator gives a user (section 6 "Assignable user roles"): account
 * administrator, human resource staff labelled Recruiter, sourcer, sourcer l2 (the level 2 staff role,
 * docs/decisions/0141) and referral.
 */
export const assignableRoles = [
  'account_admin',
  'hr_staff',
  'sourcer',
  'hr_staff_l2',
  'referral',
] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];

/** The label key of a role on the users screens: HR staff shows as Recruiter there (section 6). */
export function roleLabel(
  role: string,
  t: (key: string) => string,
  tSetting: (key: 'roleRecruiter' | 'roleSourcerL2') => string,
) {
  if (role === 'hr_staff') return tSetting('roleRecruiter');
  if (role === 'hr_staff_l2') return tSetting('roleSourcerL2');
  return t(`domain.role.${role}`);
}
