import { permissions } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../src/db/schema';
import { demoAccounts, demoCompanyName } from '../../../src/db/seed';
import { createStaffUser, lastEmailTo, tokenIn } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

/**
 * The sourcer l2 role (issues 13 and 14, docs/decisions/0188): an account administrator gives it to a
 * user, who then signs in with a sourcer's reach plus the level 2 password screen, whatever
 * permissions the staff record holds.
 */
let ctx: TestContext;
let admin: { authorization: string };
let sourcer: { authorization: string };
let companyId: number;
const email = 'sourcer.two@lotus-demo.sg';

const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const [lotus] = await ctx.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, demoCompanyName));
  companyId = lotus!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe('given an account administrator adding a sourcer l2', () => {
  it('should create the user with the role, who sets a password and signs in as a sourcer l2', async () => {
    const res = await send('POST', '/rms-users', admin, {
      email,
      firstName: 'Linh',
      lastName: 'Phạm',
      role: ['sourcer_l2'],
      permissions: [...permissions],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: { email, role: ['sourcer_l2'] } });

    const token = tokenIn((await lastEmailTo(ctx.database.db, email))!.text);
    const created = await send('POST', '/auth-management', undefined, {
      action: 'resetPwdLong',
      value: { token, password: 'Sourcing#2026', confirmPassword: 'Sourcing#2026' },
    });
    expect(created.statusCode).toBeLessThan(300);
    sourcer = await login(ctx.app, email, 'Sourcing#2026');
    expect((await send('GET', '/auth', sourcer)).json()).toMatchObject({ role: ['sourcer_l2'] });
  });

  it('should refuse a role name the section 6 list does not hold', async () => {
    const unknown = await send('POST', '/rms-users', admin, {
      email: 'sourcer.three@lotus-demo.sg',
      firstName: 'Khoa',
      role: ['sourcer_level_2'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('VALIDATION_ERROR');
  });

  it('should refuse the role to human resource staff who do not hold it', async () => {
    const hr = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId, permissions: ['add_user'] });
    const headers = await login(ctx.app, hr.email, hr.password);
    const res = await send('POST', '/rms-users', headers, {
      email: 'sourcer.four@lotus-demo.sg',
      firstName: 'Mai',
      role: ['sourcer_l2'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ROLE_NOT_ALLOWED');
  });
});

describe('given a signed-in sourcer l2 holding every permission', () => {
  it.each([
    ['GET', '/auth'],
    ['GET', '/companies/setup-progress'],
    ['GET', '/company-users'],
  ])('should answer %s %s', async (method, url) => {
    const res = await send(method, url, sourcer);
    expect(res.statusCode).toBe(200);
  });

  it('should read its own company', async () => {
    const res = await send('GET', `/companies/${companyId}`, sourcer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: companyId });
  });

  it('should accept the terms, finish onboarding and change its password (the level 2 screen)', async () => {
    expect((await send('PATCH', '/rms-users/me', sourcer, { acceptTerms: true })).statusCode).toBe(200);
    expect((await send('PATCH', '/rms-users/me', sourcer, { isFirstTimeLogin: false })).statusCode).toBe(200);
    const changed = await send('PATCH', '/users/change-password', sourcer, {
      currentPassword: 'Sourcing#2026',
      newPassword: 'Sourcing#2027',
      confirmPassword: 'Sourcing#2027',
    });
    expect(changed.statusCode).toBeLessThan(300);
    sourcer = await login(ctx.app, email, 'Sourcing#2027');
  });

  it.each([
    ['GET', '/jobs'],
    ['POST', '/jobs'],
    ['GET', '/departments'],
    ['GET', '/resumes'],
    ['GET', '/portal-resumes'],
    ['GET', '/job-resumes'],
    ['GET', '/reports/job-listing'],
    ['GET', '/rms-users'],
    ['POST', '/rms-users'],
  ])('should refuse %s %s with 403 (staff, level 1 and user management routes)', async (method, url) => {
    const res = await send(method, url, sourcer, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ROLE_NOT_ALLOWED');
  });
});
