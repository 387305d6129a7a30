import { describe, expect, it } from 'vitest';
import { hasRouteAccess } from './access';
import { permissions } from './roles';
import {
  adminRoutes,
  candidateRoutes,
  employerRoles,
  employerRoutes,
  findRoute,
  isAdminPath,
  level2Roles,
  matchPath,
  sourcerRoles,
  staffRoles,
} from './routes';
import type { RouteDefinition } from './routes';

const byPath = (path: string) =>
  [...employerRoutes, ...adminRoutes].find((route) => route.path === path) as RouteDefinition;

describe('given the route tables of section 2', () => {
  it.each([
    ['/login'],
    ['/signup'],
    ['/signup-success'],
    ['/forgot-password'],
    ['/create-password'],
    ['/nominate-feedback'],
    ['/arms/login'],
    ['/arms/forgot-password'],
  ])('should make %s public in the plain layout', (path) => {
    expect(byPath(path)).toMatchObject({ public: true, roles: [], permissions: [], layout: 'plain' });
  });

  it('should put every signed-in route in the main layout with roles', () => {
    for (const route of [...employerRoutes, ...adminRoutes].filter((candidate) => !candidate.public)) {
      expect(route.layout).toBe('main');
      expect(route.roles.length).toBeGreaterThan(0);
    }
  });

  it('should give every route a unique id, path and title key', () => {
    const routes = [...employerRoutes, ...adminRoutes, ...candidateRoutes];
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set([...employerRoutes, ...adminRoutes].map((route) => route.path)).size).toBe(
      employerRoutes.length + adminRoutes.length,
    );
    for (const route of routes) expect(route.titleKey).toBe(`domain.route.${route.id}`);
  });

  it('should keep every admin route under /arms for arms_admin only', () => {
    for (const route of adminRoutes) {
      expect(isAdminPath(route.path)).toBe(true);
      if (!route.public) expect(route.roles).toEqual(['arms_admin']);
    }
    for (const route of employerRoutes) expect(isAdminPath(route.path)).toBe(false);
  });

  it.each([
    ['/', employerRoles, []],
    ['/documents', employerRoles, []],
    ['/hiring-entities', ['hiring_manager', 'hr_staff', 'account_admin', 'super_user'], ['access_hiring_entities']],
    [
      '/hiring-entities/details/:departmentId',
      ['hiring_manager', 'hr_staff', 'account_admin', 'super_user'],
      ['access_hiring_entities'],
    ],
    ['/jobs', staffRoles, ['view_all_job']],
    ['/jobs/me', staffRoles, ['view_assigned_job']],
    ['/jobs/create', staffRoles, ['post_job']],
    ['/jobs/:id/edit', staffRoles, ['post_job']],
    ['/jobs/:id/detail', staffRoles, []],
    ['/resumes', staffRoles, ['access_all_candidate', 'access_uploaded_candidate']],
    ['/resumes/:id/detail', staffRoles, ['access_all_candidate', 'access_uploaded_candidate']],
    ['/resumes/search', staffRoles, ['access_all_candidate']],
    ['/resumes/referee-contact/:id/edit', staffRoles, ['access_all_candidate']],
    ['/resumes/upload', staffRoles, []],
    ['/reports/job-listing', staffRoles, ['access_all_candidate']],
    ['/portal-resume', ['hiring_manager', 'hr_staff', 'account_admin', 'super_user'], []],
    ['/welcome', [...staffRoles, 'sourcer', 'sourcer_l2'], ['view_all_job']],
    ['/setting/job-classifications', ['account_admin', 'hr_staff', 'super_user'], ['job_classification']],
    ['/setting/specialty-projects-list', ['account_admin', 'hr_staff', 'super_user'], []],
    ['/setting/sourcing-channel/edit/:id', ['account_admin', 'hr_staff', 'super_user'], []],
    ['/setting/portal-date-cms', ['account_admin', 'super_user'], []],
    ['/setting/resume-format/edit', ['account_admin', 'super_user'], []],
    ['/setting/users/details/:id', ['account_admin', 'hr_staff', 'super_user'], ['add_user']],
    ['/setting/reset-password', ['hr_staff', 'hr_staff_l2', 'sourcer_l2', 'account_admin', 'super_user'], []],
    ['/setting/rules-email-alerts', ['account_admin', 'hr_staff', 'super_user'], ['email_alert']],
    ['/setting/employer/edit', ['account_admin', 'hr_staff', 'super_user'], ['update_company']],
  ])('should guard %s', (path, roles, permissions) => {
    expect(byPath(path)).toMatchObject({ roles, permissions });
  });

  it('should list the candidate portal routes as public', () => {
    expect(candidateRoutes.map((route) => [route.path, route.public])).toEqual([
      ['/invitation-to-apply/:id', true],
      ['/nominate-feedback', true],
    ]);
  });
});

describe('given the sourcer l2 role (docs/decisions/0188)', () => {
  const reachable = (role: string, held: readonly string[] = permissions) =>
    employerRoutes
      .filter((route) => !route.public && hasRouteAccess({ role: [role], permissions: held }, route) === 'allow')
      .map((route) => route.path);

  it('should open exactly the sourcer routes and the level 2 reset password, whatever it holds', () => {
    const expected = ['/', '/documents', '/welcome', '/setting/reset-password'];
    expect(reachable('sourcer_l2')).toEqual(expected);
    expect(reachable('sourcer_l2', [])).toEqual(expected);
    expect(reachable('sourcer')).toEqual(expected.filter((path) => path !== '/setting/reset-password'));
  });

  it('should keep it off every route that excludes level 2', () => {
    const level2Excluded = [
      '/hiring-entities',
      '/portal-resume',
      '/related-position',
      '/job-applicants-related-position',
    ];
    const excluded = employerRoutes.filter((route) => level2Excluded.some((path) => route.path.startsWith(path)));
    expect(excluded).toHaveLength(8);
    for (const route of excluded) expect(route.roles).not.toContain('sourcer_l2');
  });

  it('should list it among the employer, sourcing and level 2 roles but not the staff roles', () => {
    expect(employerRoles).toContain('sourcer_l2');
    expect(sourcerRoles).toEqual(['sourcer', 'sourcer_l2']);
    expect(level2Roles).toEqual(['hr_staff_l2', 'sourcer_l2']);
    expect(staffRoles).not.toContain('sourcer_l2');
  });
});

describe('given a path and a pattern', () => {
  it.each([
    ['/jobs/:id/edit', '/jobs/42/edit', { id: '42' }],
    ['/jobs/:id/edit', '/jobs/42/edit/', { id: '42' }],
    ['/', '/', {}],
    ['/', '', {}],
    ['/resumes/:id/detail', '/resumes/a%20b/detail', { id: 'a b' }],
    ['/resumes/:id/detail', '/resumes/%E0%A4%A/detail', { id: '%E0%A4%A' }],
    [
      '/jobs/:id/application/:appId/preview/:downloadDocId',
      '/jobs/1/application/2/preview/3',
      { id: '1', appId: '2', downloadDocId: '3' },
    ],
  ])('should match %s against %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/jobs/:id/edit', '/jobs/42'],
    ['/jobs/:id/edit', '/jobs/42/detail'],
    ['/jobs', '/Jobs'],
  ])('should not match %s against %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});

describe('given a pathname to route', () => {
  it.each([
    ['/jobs/me', 'jobsMine', {}],
    ['/jobs/create', 'jobCreate', {}],
    ['/jobs/7/detail', 'jobDetail', { id: '7' }],
    ['/resumes/pdf', 'resumePdf', {}],
    ['/resumes/referee-contact', 'refereeContacts', {}],
    ['/hiring-entities/create', 'hiringEntityCreate', {}],
    ['/arms', 'armsHome', {}],
    ['/arms/companies/5/edit', 'armsCompanyEdit', { id: '5' }],
    ['/arms/staff-management/create', 'armsStaffCreate', {}],
  ])('should find %s', (path, id, params) => {
    expect(findRoute(path)).toMatchObject({ route: { id }, params });
  });

  it('should prefer the pattern with more static segments', () => {
    const routes = [
      { ...byPath('/jobs/:id/edit'), id: 'dynamic', path: '/jobs/:id' },
      { ...byPath('/jobs/me'), id: 'static' },
    ];
    expect(findRoute('/jobs/me', routes)?.route.id).toBe('static');
    expect(findRoute('/jobs/me', [...routes].reverse())?.route.id).toBe('static');
    expect(findRoute('/jobs/9', routes)?.route.id).toBe('dynamic');
  });

  it.each([['/nowhere'], ['/jobs/1/2/3/4/5/6/7'], ['/arms/nowhere']])('should find nothing for %s', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });

  it.each([
    ['/arms', true],
    ['/arms/', true],
    ['/arms/jobs', true],
    ['/armsx', false],
    ['/jobs', false],
  ])('should say whether %s is in the admin area: %j', (path, expected) => {
    expect(isAdminPath(path)).toBe(expected);
  });
});
