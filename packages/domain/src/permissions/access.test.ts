import { describe, expect, it } from 'vitest';
import { hasRouteAccess, permissionCheckedRoles } from './access';

const rule = { roles: ['hr_staff', 'hr_staff_l2', 'hiring_manager', 'account_admin'], permissions: ['view_all_job'] };

describe('given the role and permission rule of section 6', () => {
  it('should permission-check only hr_staff and hr_staff_l2', () => {
    expect(permissionCheckedRoles).toEqual(['hr_staff', 'hr_staff_l2']);
  });

  it.each([
    ['a role outside the list', ['sourcer'], [], 'role'],
    ['no role at all', [], ['view_all_job'], 'role'],
    ['hr_staff with the permission', ['hr_staff'], ['view_all_job'], 'allow'],
    ['hr_staff without it', ['hr_staff'], ['post_job'], 'permission'],
    ['hr_staff_l2 without it', ['hr_staff_l2'], [], 'permission'],
    ['a hiring manager without it', ['hiring_manager'], [], 'allow'],
    ['an account administrator without it', ['account_admin'], [], 'allow'],
    ['hr_staff who is also account administrator', ['hr_staff', 'account_admin'], [], 'allow'],
  ])('should answer %s', (_name, role, held, expected) => {
    expect(hasRouteAccess({ role, permissions: held }, rule)).toBe(expected);
  });

  it('should allow any listed role when the rule names no permission', () => {
    expect(hasRouteAccess({ role: ['hr_staff'], permissions: [] }, { roles: ['hr_staff'], permissions: [] })).toBe(
      'allow',
    );
  });
});
