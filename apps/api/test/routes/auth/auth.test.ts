import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../src/auth/tokens';
import { companies } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createStaffUser } from '../../fixtures';
import { createTestContext, login, rawBody, requester, testSecret, type TestContext } from '../../harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
const post = (payload: unknown) => send('POST', '/auth', undefined, payload as object);
const { accountAdmin, platformAdmin } = demoAccounts;

describe('given POST /auth', () => {
  it('should answer a token and the user for an active employer account', async () => {
    const res = await post({ ...accountAdmin, strategy: 'local' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      email: accountAdmin.email,
      role: ['account_admin'],
      company: { name: expect.any(String) },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('should accept the email in any letter case and with spaces around it', async () => {
    const res = await post({ ...accountAdmin, email: `  ${accountAdmin.email.toUpperCase()} `, strategy: 'local' });
    expect(res.statusCode).toBe(201);
  });

  it('should let the platform administrator into both portals without a company', async () => {
    for (const portal of ['arms', 'crms']) {
      const res = await post({ ...platformAdmin, portal, strategy: 'local' });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ role: ['arms_admin'], companyId: null, company: null });
    }
  });

  it.each([
    ['a wrong password', { password: 'not-the-password' }],
    ['an unknown email', { email: 'nobody@example.test' }],
  ])('should answer 400 WRONG_EMAIL_PASSWORD for %s', async (_case, change) => {
    const res = await post({ ...accountAdmin, strategy: 'local', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'WRONG_EMAIL_PASSWORD', message: 'Wrong email address or password' });
  });

  it('should answer 403 USER_NOT_FOUND when the staff record is suspended', async () => {
    const company = await createCompany(ctx.database.db);
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: company.id, status: 0 });
    const res = await post({ email: user.email, password: user.password, strategy: 'local', portal: 'crms' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('USER_NOT_FOUND');
  });

  it.each([
    ['suspended', 0],
    ['pending', 2],
  ])('should answer 403 COMPANY_NOT_FOUND when the company is %s', async (_case, status) => {
    const company = await createCompany(ctx.database.db, { status });
    const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
    const res = await post({ email: user.email, password: user.password, strategy: 'local', portal: 'crms' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('COMPANY_NOT_FOUND');
  });

  it('should refuse employer staff on the administration portal with ROLE_NOT_ALLOWED', async () => {
    const res = await post({ ...accountAdmin, portal: 'arms', strategy: 'local' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ROLE_NOT_ALLOWED');
  });

  it.each([
    ['a missing password', { email: 'a@b.co', strategy: 'local', portal: 'crms' }],
    ['an unknown field', { ...accountAdmin, strategy: 'local', admin: true }],
    ['an unknown strategy', { ...accountAdmin, strategy: 'oauth' }],
    ['an unknown portal', { ...accountAdmin, strategy: 'local', portal: 'x' }],
    ['a number for the email', { ...accountAdmin, email: 42, strategy: 'local' }],
  ])('should answer 400 VALIDATION_ERROR with details for %s', async (_case, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: expect.any(Array) });
  });

  it('should answer 400 VALIDATION_ERROR, not 500, for malformed JSON', async () => {
    const res = await send('POST', '/auth', undefined, rawBody('{"email": ', 'application/json'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
    expect(res.body).not.toMatch(/at .*\.js|SyntaxError/);
  });
});

describe('given DELETE /auth', () => {
  it('should revoke the token so that it is refused afterwards', async () => {
    const headers = await login(ctx.app, accountAdmin.email, accountAdmin.password);
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(200);
    const out = await send('DELETE', '/auth', headers);
    expect(out.statusCode).toBe(204);
    const after = await send('GET', '/jobs', headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('SESSION_EXPIRED');
  });

  it('should leave other sessions of the same user signed in', async () => {
    const first = await login(ctx.app, accountAdmin.email, accountAdmin.password);
    const second = await login(ctx.app, accountAdmin.email, accountAdmin.password);
    await send('DELETE', '/auth', first);
    expect((await send('GET', '/jobs', second)).statusCode).toBe(200);
  });

  it('should answer 401 without a token', async () => {
    const res = await send('DELETE', '/auth');
    expect(res.statusCode).toBe(401);
  });
});

describe('given a bearer token', () => {
  it('should answer 401 TOKEN_EXPIRED for an expired token', async () => {
    const { token } = signAccessToken('1', 'crms', testSecret, 60, Date.now() - 3_600_000);
    const res = await send('GET', '/jobs', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('TOKEN_EXPIRED');
  });

  it('should answer 401 SESSION_EXPIRED for a token signed with another secret', async () => {
    const { token } = signAccessToken('1', 'crms', 'another-secret', 60);
    const res = await send('GET', '/jobs', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('SESSION_EXPIRED');
  });

  it('should cut off a signed-in user as soon as the company is suspended', async () => {
    const company = await createCompany(ctx.database.db);
    const user = await createStaffUser(ctx.database.db, { roles: ['account_admin'], companyId: company.id });
    const headers = await login(ctx.app, user.email, user.password);
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(200);
    await ctx.database.db.update(companies).set({ status: 0 }).where(eq(companies.id, company.id));
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(401);
  });
});

describe('given GET /auth', () => {
  it('should answer the signed-in user for a valid token', async () => {
    const headers = await login(ctx.app, accountAdmin.email, accountAdmin.password);
    const res = await send('GET', '/auth', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: accountAdmin.email,
      role: ['account_admin'],
      permissions: expect.arrayContaining(['view_all_job']),
    });
  });

  it('should answer 401 for a revoked token', async () => {
    const headers = await login(ctx.app, accountAdmin.email, accountAdmin.password);
    await send('DELETE', '/auth', headers);
    expect((await send('GET', '/auth', headers)).statusCode).toBe(401);
  });
});
