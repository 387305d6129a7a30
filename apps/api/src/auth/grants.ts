import { permissionCheckedRoles } from '@arms/domain';
import { fail } from '../http/errors';
import type { AuthContext } from './access';

/** Roles that manage every employer role and hold every permission of their company (section 6). */
const fullGrantRoles = ['arms_admin', 'account_admin'];

/**
 * Nobody grants a role or a permission they do not hold, nor changes their own role (issue 19). An
 * account or platform administrator may give any role of the company; anyone else only roles they
 * hold. Human resource staff (whose permissions are checked) may give only permissions they hold;
 * other roles hold every permission. Roles and permissions the user already has are not a grant.
 */
export function assertGrantable(
  auth: AuthContext,
  change: {
    targetUserId?: number;
    roles?: readonly string[];
    currentRoles?: readonly string[];
    permissions?: readonly string[];
    currentPermissions?: readonly string[];
  },
): void {
  const { roles, permissions } = change;
  const currentRoles = change.currentRoles ?? [];
  if (roles && change.targetUserId === auth.userId) {
    const same = roles.length === currentRoles.length && roles.every((r) => currentRoles.includes(r));
    if (!same) throw fail('USER_NOT_ALLOWED', [{ field: 'role', code: 'ownRole' }]);
  }
  if (roles && !auth.roles.some((r) => fullGrantRoles.includes(r))) {
    const added = roles.filter((r) => !currentRoles.includes(r));
    if (added.some((r) => !auth.roles.includes(r)))
      throw fail('ROLE_NOT_ALLOWED', [{ field: 'role', code: 'notHeld' }]);
  }
  const limited = auth.roles.every((r) => (permissionCheckedRoles as readonly string[]).includes(r));
  if (permissions && limited) {
    const current = change.currentPermissions ?? [];
    const added = permissions.filter((p) => !current.includes(p));
    if (added.some((p) => !auth.permissions.includes(p)))
      throw fail('PERMISSION_NOT_ACCEPT', [{ field: 'permissions', code: 'notHeld' }]);
  }
}
