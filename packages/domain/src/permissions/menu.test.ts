import { describe, expect, it } from 'vitest';
import { adminMenu, employerMenu, filterMenu } from './menu';
import type { Menu, MenuItem } from './menu';
import { findRoute } from './routes';

const keys = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? [item.key, ...keys(item.children)] : [item.key]));
const links = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.kind === 'group' ? links(item.children) : [item]));
const shown = (menu: Menu, role: string[], permissions: string[] = []) =>
  keys(filterMenu(menu, { role, permissions }).items);

const allPermissions = [
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
];

describe('given the employer side menu of section 2', () => {
  it('should hold the entries in order', () => {
    expect(employerMenu.items.map((item) => item.key)).toEqual([
      'home',
      'hiringEntities',
      'jobs',
      'resumes',
      'reports',
      'documents',
      'setting',
      'help',
      'feedback',
      'welcome',
    ]);
  });

  it('should only link to routes of the table, with the same or narrower roles', () => {
    for (const item of links(employerMenu.items)) {
      if (item.kind !== 'link') continue;
      const route = findRoute(item.path)?.route;
      expect(route?.path).toBe(item.path);
      for (const role of item.roles) expect(route?.roles).toContain(role);
      expect(item.permissions).toEqual(route?.permissions);
    }
  });

  it('should show everything to an account administrator with every permission', () => {
    expect(shown(employerMenu, ['account_admin'], allPermissions)).toEqual(keys(employerMenu.items));
  });

  it('should show hr_staff only what their permissions open', () => {
    expect(shown(employerMenu, ['hr_staff'], ['view_all_job', 'access_uploaded_candidate'])).toEqual([
      'home',
      'jobs',
      'jobsList',
      'resumes',
      'resumesList',
      'resumesUpload',
      'documents',
      'setting',
      'settingResetPassword',
      'help',
      'feedback',
      'welcome',
    ]);
  });

  it('should give hr_staff_l2 no hiring entities even with the permission', () => {
    expect(shown(employerMenu, ['hr_staff_l2'], allPermissions)).not.toContain('hiringEntities');
  });

  it('should show the sector list, sourcing channel, auto renew and resume format to account administrators only', () => {
    const accountAdminOnly = [
      'settingSpecialtyProjects',
      'settingSourcingChannels',
      'settingPortalDateCms',
      'settingResumeFormat',
    ];
    const hrMenu = shown(employerMenu, ['hr_staff'], allPermissions);
    for (const key of accountAdminOnly) {
      expect(hrMenu).not.toContain(key);
      expect(shown(employerMenu, ['account_admin'])).toContain(key);
    }
    expect(hrMenu).toEqual(
      expect.arrayContaining([
        'settingJobClassifications',
        'settingUsers',
        'settingEmailAlertRules',
        'settingEmployer',
      ]),
    );
  });

  it('should not permission-check a hiring manager', () => {
    expect(shown(employerMenu, ['hiring_manager'])).toEqual(
      expect.arrayContaining(['hiringEntitiesList', 'jobsCreate', 'reports', 'resumesSearch']),
    );
  });

  it('should give referral users their reduced menu, without Welcome and Feedback', () => {
    expect(shown(employerMenu, ['referral'], allPermissions)).toEqual(['home', 'documents', 'help']);
  });

  it('should give sourcers the shared entries and the welcome page', () => {
    expect(shown(employerMenu, ['sourcer'])).toEqual(['home', 'documents', 'help', 'feedback', 'welcome']);
  });

  it('should give a sourcer l2 the sourcer entries and the level 2 reset password', () => {
    expect(shown(employerMenu, ['sourcer_l2'], allPermissions)).toEqual([
      'home',
      'documents',
      'setting',
      'settingResetPassword',
      'help',
      'feedback',
      'welcome',
    ]);
  });

  it('should show nothing to a user without an employer role', () => {
    expect(shown(employerMenu, ['arms_admin'], allPermissions)).toEqual([]);
  });
});

describe('given the administration menu of section 2', () => {
  it('should show everything to the administrator, by role only', () => {
    expect(shown(adminMenu, ['arms_admin'])).toEqual(keys(adminMenu.items));
    expect(keys(adminMenu.items)).toEqual(
      expect.arrayContaining([
        'armsCompanies',
        'armsLevels',
        'armsRoles',
        'armsDisciplines',
        'armsSpecialties',
        'armsTrendingKeywords',
        'armsBlacklistKeywords',
      ]),
    );
  });

  it('should show nothing to employer staff', () => {
    expect(shown(adminMenu, ['account_admin'], allPermissions)).toEqual([]);
  });

  it('should link every entry to an admin route', () => {
    for (const item of links(adminMenu.items))
      if (item.kind === 'link') expect(findRoute(item.path)?.route.portal).toBe('admin');
  });
});
