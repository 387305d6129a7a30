import { describe, expect, it } from 'vitest';
import { permissionLabelKey, roleLabelKey } from './labels';
import { activation, isPermission, isRole, loginDecision, permissions, roleIds, roles } from './roles';

describe('given the roles of section 6', () => {
  it('should name the nine roles exactly, with the assignable sourcer l2', () => {
    expect(roles).toEqual([
      'hiring_manager',
      'hr_staff',
      'hr_staff_l2',
      'account_admin',
      'sourcer',
      'sourcer_l2',
      'referral',
      'super_user',
      'arms_admin',
    ]);
  });

  it('should number the user-access roles 1 to 4', () => {
    expect(roleIds).toEqual({ account_admin: 1, hr_staff: 2, sourcer: 3, referral: 4 });
  });

  it('should name the ten permissions exactly', () => {
    expect(permissions).toEqual([
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
    ]);
  });

  it.each([
    ['hr_staff', true],
    ['super_user', true],
    ['admin', false],
    [1, false],
  ])('should say whether %j is a role', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it.each([
    ['post_job', true],
    ['post_jobs', false],
    [null, false],
  ])('should say whether %j is a permission', (value, expected) => {
    expect(isPermission(value)).toBe(expected);
  });

  it('should label roles and permissions by key, super_user as Recruiter', () => {
    expect(roleLabelKey('super_user')).toBe('domain.role.super_user');
    expect(permissionLabelKey('add_user')).toBe('domain.permission.add_user');
  });
});

describe('given a login attempt (section 4)', () => {
  const active = { status: activation.active };
  const suspended = { status: activation.suspended };
  it.each([
    ['active staff of an active company', { role: ['hr_staff'], status: 1 }, active, 'crms', { kind: 'allow' }],
    ['no staff record', null, active, 'crms', { kind: 'deny', code: 'USER_NOT_FOUND' }],
    ['suspended staff', { role: ['hr_staff'], status: 0 }, active, 'crms', { kind: 'deny', code: 'USER_NOT_FOUND' }],
    [
      'staff of a suspended company',
      { role: ['hr_staff'], status: 1 },
      suspended,
      'crms',
      { kind: 'deny', code: 'COMPANY_NOT_FOUND' },
    ],
    [
      'staff without a company',
      { role: ['account_admin'], status: 1 },
      null,
      'crms',
      { kind: 'deny', code: 'COMPANY_NOT_FOUND' },
    ],
    ['an administrator without a company', { role: ['arms_admin'], status: 1 }, null, 'arms', { kind: 'allow' }],
    ['an administrator on the employer portal', { role: ['arms_admin'], status: 1 }, null, 'crms', { kind: 'allow' }],
    [
      'employer staff on the admin portal',
      { role: ['hr_staff'], status: 1 },
      active,
      'arms',
      { kind: 'deny', code: 'ROLE_NOT_ALLOWED' },
    ],
  ] as const)('should decide for %s', (_name, staff, company, portal, expected) => {
    expect(loginDecision(staff, company, portal)).toEqual(expected);
  });
});
