import { describe, expect, it } from 'vitest';
import { fallbackPath, homePath, loginPathFor, queryParam, routeAccess } from './guard';
import type { AccessUser } from './guard';
import { permissions } from './roles';
import { employerRoutes } from './routes';

const user = (role: string[], permissions: string[] = [], companyId: string | number | null = 7): AccessUser => ({
  role,
  permissions,
  companyId,
});
const hr = (permissions: string[]) => user(['hr_staff'], permissions);
const l2 = (permissions: string[]) => user(['hr_staff_l2'], permissions);
const admin = user(['arms_admin'], [], null);
const allPermissions = [...permissions];

describe('given a visitor who is not signed in', () => {
  it.each([
    ['/jobs', undefined, '/login?redirect=%2Fjobs'],
    ['/jobs/5/detail', '?jobId=5', '/login?redirect=%2Fjobs%2F5%2Fdetail%3FjobId%3D5&jobId=5'],
    ['/resumes/upload', 'jobId=12&tab=2', '/login?redirect=%2Fresumes%2Fupload%3FjobId%3D12%26tab%3D2&jobId=12'],
    ['/resumes/search', '?jobId=', '/login?redirect=%2Fresumes%2Fsearch%3FjobId%3D'],
    ['/', '', '/login?redirect=%2F'],
    ['/arms/companies', undefined, '/arms/login?redirect=%2Farms%2Fcompanies'],
    ['/arms', '?jobId=3', '/arms/login?redirect=%2Farms%3FjobId%3D3&jobId=3'],
  ])('should send them from %s%s to the right login', (pathname, search, to) => {
    expect(routeAccess(null, { pathname, search })).toEqual({ kind: 'login', to });
  });

  it.each([
    ['/login'],
    ['/signup'],
    ['/signup-success'],
    ['/forgot-password'],
    ['/create-password'],
    ['/nominate-feedback'],
    ['/arms/login'],
    ['/arms/forgot-password'],
  ])('should allow the public route %s', (pathname) => {
    expect(routeAccess(null, { pathname })).toEqual({ kind: 'allow' });
  });

  it.each([['/nowhere'], ['/arms/nowhere']])('should allow the unknown path %s (not-found screen)', (pathname) => {
    expect(routeAccess(null, { pathname })).toEqual({ kind: 'allow' });
  });
});

describe('given a signed-in user', () => {
  it.each([
    ['hr_staff with view_all_job on /jobs', hr(['view_all_job']), '/jobs', { kind: 'allow' }],
    ['hr_staff without view_all_job on /jobs', hr(['post_job']), '/jobs', { kind: 'redirect', to: '/' }],
    [
      'hr_staff_l2 without permission on /jobs',
      l2(['access_all_candidate']),
      '/jobs',
      { kind: 'redirect', to: '/resumes' },
    ],
    [
      'hr_staff_l2 on hiring entities (excluded)',
      l2(['access_hiring_entities', 'access_all_candidate']),
      '/hiring-entities',
      { kind: 'redirect', to: '/resumes' },
    ],
    ['hr_staff_l2 who may not see /resumes either', l2([]), '/jobs', { kind: 'redirect', to: '/' }],
    ['hr_staff_l2 on /resumes without permission', l2([]), '/resumes', { kind: 'redirect', to: '/' }],
    ['a hiring manager without permissions on /jobs', user(['hiring_manager']), '/jobs', { kind: 'allow' }],
    [
      'an account administrator on /setting/portal-date-cms',
      user(['account_admin']),
      '/setting/portal-date-cms',
      { kind: 'allow' },
    ],
    [
      'hr_staff on /setting/portal-date-cms',
      hr(['view_all_job']),
      '/setting/portal-date-cms',
      { kind: 'redirect', to: '/' },
    ],
    ['the super user anywhere on the employer side', user(['super_user']), '/setting/users/create', { kind: 'allow' }],
    ['a sourcer on /jobs', user(['sourcer']), '/jobs', { kind: 'redirect', to: '/' }],
    [
      'a sourcer l2 on /jobs (no /resumes either)',
      user(['sourcer_l2'], allPermissions),
      '/jobs',
      { kind: 'redirect', to: '/' },
    ],
    [
      'a sourcer l2 on hiring entities (level 2 excluded)',
      user(['sourcer_l2'], allPermissions),
      '/hiring-entities',
      { kind: 'redirect', to: '/' },
    ],
    ['a sourcer l2 on /setting/reset-password', user(['sourcer_l2']), '/setting/reset-password', { kind: 'allow' }],
    ['a sourcer l2 on /welcome', user(['sourcer_l2']), '/welcome', { kind: 'allow' }],
    ['a referral user on /documents', user(['referral']), '/documents', { kind: 'allow' }],
    ['a referral user on /welcome', user(['referral']), '/welcome', { kind: 'redirect', to: '/' }],
    ['employer staff in the admin area', hr(['view_all_job']), '/arms/companies', { kind: 'redirect', to: '/' }],
    ['the administrator in the admin area', admin, '/arms/setting/currencies', { kind: 'allow' }],
    ['the administrator on an employer route', admin, '/jobs', { kind: 'redirect', to: '/arms' }],
    [
      'the administrator with a company id on an employer route',
      user(['arms_admin']),
      '/jobs',
      { kind: 'redirect', to: '/arms' },
    ],
    [
      'staff without a company on an employer route',
      user(['account_admin'], [], null),
      '/setting/resume-format',
      { kind: 'allow' },
    ],
    ['hr_staff without a company and permission', user(['hr_staff'], [], null), '/jobs', { kind: 'redirect', to: '/' }],
    ['a user with an empty company id', user(['hr_staff'], [], ''), '/jobs', { kind: 'redirect', to: '/' }],
    ['any user on a public route', hr([]), '/login', { kind: 'allow' }],
    ['any user on an unknown path', hr([]), '/does-not-exist', { kind: 'allow' }],
  ])('should answer %s', (_name, who, pathname, expected) => {
    expect(routeAccess(who, { pathname })).toEqual(expected);
  });

  it('should send a user no area admits back to the login instead of looping', () => {
    expect(routeAccess(user([], [], null), { pathname: '/arms' })).toEqual({ kind: 'login', to: '/arms/login' });
    expect(routeAccess(user(['unknown_role']), { pathname: '/' })).toEqual({ kind: 'login', to: '/login' });
  });

  it('should treat an undefined company id as no company', () => {
    const loose = { role: ['arms_admin'], permissions: [], companyId: undefined } as unknown as AccessUser;
    expect(fallbackPath(loose)).toBe('/arms');
  });

  it('should take another route table', () => {
    const employerOnly = employerRoutes;
    expect(routeAccess(admin, { pathname: '/jobs' }, employerOnly)).toEqual({ kind: 'login', to: '/login' });
  });
});

describe('given the home redirect of section 4', () => {
  it.each([
    ['the super user (Recruiter)', user(['super_user']), '/'],
    ['the administrator', admin, '/arms'],
    ['an account administrator', user(['account_admin']), '/jobs'],
    ['a hiring manager', user(['hiring_manager']), '/jobs'],
    ['hr_staff with view_all_job', hr(['view_all_job']), '/jobs'],
    ['hr_staff without view_all_job', hr([]), '/'],
    ['hr_staff_l2 with candidates only', l2(['access_uploaded_candidate']), '/resumes'],
    ['a referral user', user(['referral']), '/'],
    ['a sourcer', user(['sourcer']), '/'],
    ['a sourcer l2 with every permission', user(['sourcer_l2'], allPermissions), '/'],
    ['a user no area admits', user([], [], null), '/jobs'],
  ])('should send %s to its home', (_name, who, path) => {
    expect(homePath(who)).toBe(path);
  });
});

describe('given a query string', () => {
  it.each([
    ['?jobId=5', 'jobId', '5'],
    ['jobId=5&x=1', 'x', '1'],
    ['?a=1&jobId=a%20b', 'jobId', 'a b'],
    ['?q=a+b', 'q', 'a b'],
    ['?q=a=b', 'q', 'a=b'],
    ['?flag', 'flag', ''],
    ['?bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['?jobId=5', 'other', undefined],
    ['', 'jobId', undefined],
    [undefined, 'jobId', undefined],
  ])('should read %j for %s', (search, name, value) => {
    expect(queryParam(search, name)).toBe(value);
  });
});

describe('given a path to log in from', () => {
  it.each([
    ['/arms/jobs', '/arms/login'],
    ['/arms', '/arms/login'],
    ['/jobs', '/login'],
  ])('should use the login of %s: %s', (path, login) => {
    expect(loginPathFor(path)).toBe(login);
  });
});
