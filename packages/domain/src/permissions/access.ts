/** Roles whose permissions are checked against a route's permission list (spec section 6). */
export const permissionCheckedRoles = ['hr_staff', 'hr_staff_l2'] as const;

/**
 * The role and permission rule of section 6: the user must hold at least one listed role; where the
 * rule lists permissions, human resource staff and level 2 staff must also hold at least one of them
 * (other roles are not permission-checked). Answers 'allow', or which check failed.
 */
export function hasRouteAccess(
  user: { role: readonly string[]; permissions: readonly string[] },
  rule: { roles: readonly string[]; permissions: readonly string[] },
): 'allow' | 'role' | 'permission' {
  const held = user.role.filter((r) => rule.roles.includes(r));
  if (held.length === 0) return 'role';
  if (rule.permissions.length === 0) return 'allow';
  const exempt = held.some((r) => !(permissionCheckedRoles as readonly string[]).includes(r));
  if (exempt) return 'allow';
  return rule.permissions.some((p) => user.permissions.includes(p)) ? 'allow' : 'permission';
}
