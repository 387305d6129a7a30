import type { Permission, Role } from './roles';

/** The i18n key of a role's display name (section 6); `super_user` is shown as Recruiter. */
export function roleLabelKey(role: Role): `domain.role.${Role}` {
  return `domain.role.${role}`;
}

/** The i18n key of a permission's display name (section 6). */
export function permissionLabelKey(permission: Permission): `domain.permission.${Permission}` {
  return `domain.permission.${permission}`;
}
