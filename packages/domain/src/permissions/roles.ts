/**
 * Application role names (spec section 6). `super_user` is shown to users as Recruiter;
 * `arms_admin` is the platform administrator; `sourcer_l2` is the assignable "sourcer l2", a sourcer
 * held to the level 2 rules (docs/decisions/0188).
 */
export const roles = [
  'hiring_manager',
  'hr_staff',
  'hr_staff_l2',
  'account_admin',
  'sourcer',
  'sourcer_l2',
  'referral',
  'super_user',
  'arms_admin',
] as const;

/** An application role name (section 6). */
export type Role = (typeof roles)[number];

/** Role ids used for user access (section 6). */
export const roleIds = {
  account_admin: 1,
  hr_staff: 2,
  sourcer: 3,
  referral: 4,
} as const satisfies Partial<Record<Role, number>>;

/** The ten permission names of section 6, exactly as written there. */
export const permissions = [
  'access_hiring_entities',
  'view_all_job',
  'view_assigned_job',
  'post_job',
  'access_all_candidate',
  'access_uploaded_candidate',
  'job_classification',
  'add_user',
  'email_alert',
  'update_company',
] as const;

/** A permission name (section 6). */
export type Permission = (typeof permissions)[number];

/** Whether a string is one of the application role names (section 6). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Whether a string is one of the ten permission names (section 6). */
export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (permissions as readonly string[]).includes(value);
}

/** The portal a login is for: `crms` is the employer portal, anything else the administration portal (section 4). */
export type Portal = 'crms' | 'arms';

/** Activation states (section 4): active 1, suspended 0. */
export const activation = { active: 1, suspended: 0 } as const;

/** The outcome of a login attempt once the password has been verified. */
export type LoginDecision =
  { kind: 'allow' } | { kind: 'deny'; code: 'USER_NOT_FOUND' | 'COMPANY_NOT_FOUND' | 'ROLE_NOT_ALLOWED' };

/**
 * The login rule of section 4: login succeeds only when the staff record is active and its company is
 * active; the platform administrator is exempt from the company check. The administration portal
 * admits only `arms_admin` (ROLE_NOT_ALLOWED otherwise).
 */
export function loginDecision(
  staff: { role: readonly string[]; status: number } | null,
  company: { status: number } | null,
  portal: Portal,
): LoginDecision {
  if (!staff || staff.status !== activation.active) return { kind: 'deny', code: 'USER_NOT_FOUND' };
  const isAdmin = staff.role.includes('arms_admin');
  if (isAdmin) return { kind: 'allow' };
  if (portal === 'arms') return { kind: 'deny', code: 'ROLE_NOT_ALLOWED' };
  if (!company || company.status !== activation.active) return { kind: 'deny', code: 'COMPANY_NOT_FOUND' };
  return { kind: 'allow' };
}
