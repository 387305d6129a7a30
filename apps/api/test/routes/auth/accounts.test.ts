import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, loginLogs, staff } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { createCompany, createStaffUser, lastEmailTo, tokenIn } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let clock = new Date('2026-05-01T08:00:00Z');
let admin: { authorization: string };
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
const manage = (body: object) => send('POST', '/auth-management', undefined, body);

describe('given the forgot-password flow', () => {
  it('should email a reset link that expires in 2 hours, and reset the password once', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
    clock = new Date('2026-05-01T08:00:00Z');
    const sent = await manage({ action: 'sendResetPwd', value: { email: user.email } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, expiresInHours: 2 });
    const email = await lastEmailTo(ctx.database.db, user.email);
    expect(email).toMatchObject({ subject: 'Reset your ARMS password', status: 'pending', source: 'resetPassword' });
    expect(email!.text).toContain('https://arms.test/create-password?token=');
    const token = tokenIn(email!.text);

    const check = await send('GET', `/users/check-token?token=${token}`);
    expect(check.json()).toMatchObject({ valid: true, kind: 'reset', email: user.email });

    const reset = await manage({
      action: 'resetPwdLong',
      value: { token, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' },
    });
    expect(reset.statusCode).toBe(200);
    await login(ctx.app, user.email, 'NewPass#2026');

    const again = await manage({
      action: 'resetPwdLong',
      value: { token, password: 'Other#20260', confirmPassword: 'Other#20260' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_RESET_TOKEN');
  });

  it('should refuse a reset link after 2 hours with TOKEN_IS_EXPIRED', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
    clock = new Date('2026-05-02T08:00:00Z');
    await manage({ action: 'sendResetPwd', value: { email: user.email } });
    const token = tokenIn((await lastEmailTo(ctx.database.db, user.email))!.text);
    clock = new Date('2026-05-02T10:00:01Z');
    const reset = await manage({
      action: 'resetPwdLong',
      value: { token, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' },
    });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().error).toBe('TOKEN_IS_EXPIRED');
  });

  it('should say the user does not exist for an unknown address', async () => {
    const res = await manage({ action: 'sendResetPwd', value: { email: 'nobody@example.test' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'USER_NOT_FOUND', message: 'User not found or not active' });
  });

  it('should answer INVALID_TOKEN for a made-up token and VALIDATION_ERROR for mismatched passwords', async () => {
    const bad = await manage({
      action: 'resetPwdLong',
      value: { token: 'x'.repeat(40), password: 'NewPass#2026', confirmPassword: 'NewPass#2026' },
    });
    expect(bad.json().error).toBe('INVALID_TOKEN');
    const mismatch = await manage({
      action: 'resetPwdLong',
      value: { token: 'x'.repeat(40), password: 'NewPass#2026', confirmPassword: 'Other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'confirmPassword', code: 'domain.validation.password.mismatch' }],
    });
  });

  it('should send the email in Vietnamese when asked', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
    await manage({ action: 'sendResetPwd', value: { email: user.email }, lang: 'vn' });
    expect((await lastEmailTo(ctx.database.db, user.email))!.subject).toBe('Đặt lại mật khẩu ARMS');
  });
});

describe('given a password change', () => {
  it('should change the password with the current one and refuse a wrong current one', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
    const wrong = await manage({
      action: 'passwordChange',
      value: {
        email: user.email,
        currentPassword: 'nope-nope',
        newPassword: 'Brand#New1',
        confirmPassword: 'Brand#New1',
      },
    });
    expect(wrong.json().error).toBe('CURRENT_PASSWORD_NOT_CORRECTED');
    const same = await manage({
      action: 'passwordChange',
      value: {
        email: user.email,
        currentPassword: user.password,
        newPassword: user.password,
        confirmPassword: user.password,
      },
    });
    expect(same.json().details).toEqual([
      { field: 'newPassword', code: 'domain.validation.password.sameAsCurrent', params: {} },
    ]);
    const ok = await manage({
      action: 'passwordChange',
      value: {
        email: user.email,
        currentPassword: user.password,
        newPassword: 'Brand#New1',
        confirmPassword: 'Brand#New1',
      },
    });
    expect(ok.statusCode).toBe(200);
    const headers = await login(ctx.app, user.email, 'Brand#New1');
    const patch = await send('PATCH', '/users/change-password', headers, {
      currentPassword: 'Brand#New1',
      newPassword: 'Brand#New2',
      confirmPassword: 'Brand#New2',
    });
    expect(patch.statusCode).toBe(200);
    await login(ctx.app, user.email, 'Brand#New2');
  });
});

describe('given staff management', () => {
  it('should create a staff user who verifies the address and creates a password', async () => {
    const res = await send('POST', '/rms-users', admin, {
      email: 'New.Hire@Lotus-Demo.sg',
      firstName: 'Hoa',
      lastName: 'Lê',
      role: ['hr_staff'],
      permissions: ['view_all_job'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      firstName: 'Hoa',
      status: 1,
      isFirstTimeLogin: true,
      acceptTermDate: null,
      permission: [{ userPermission: 'view_all_job' }],
      user: { email: 'new.hire@lotus-demo.sg', role: ['hr_staff'] },
    });
    const duplicate = await send('POST', '/rms-users', admin, {
      email: 'new.hire@lotus-demo.sg',
      firstName: 'X',
      role: ['hr_staff'],
    });
    expect(duplicate.json().error).toBe('EMAIL_EXISTED');
    expect((await send('GET', '/users/check-email?email=NEW.HIRE@lotus-demo.sg')).json()).toEqual({ exists: true });
    expect((await send('GET', '/users/check-email?email=free@lotus-demo.sg')).json()).toEqual({ exists: false });

    const mail = await lastEmailTo(ctx.database.db, 'new.hire@lotus-demo.sg');
    expect(mail!.subject).toBe('Create your ARMS password');
    await send('POST', '/resend-verification-email', undefined, { email: 'new.hire@lotus-demo.sg' });
    const token = tokenIn((await lastEmailTo(ctx.database.db, 'new.hire@lotus-demo.sg'))!.text);
    expect((await send('GET', `/users/check-token?token=${token}`)).json()).toMatchObject({ kind: 'verify' });
    await manage({
      action: 'resetPwdLong',
      value: { token, password: 'Welcome#2026', confirmPassword: 'Welcome#2026' },
    });
    const hoa = await login(ctx.app, 'new.hire@lotus-demo.sg', 'Welcome#2026');
    const me = (await send('GET', '/auth', hoa)).json();
    expect(me.isFirstTimeLogin).toBe(true);

    const terms = await send('PATCH', '/rms-users/me', hoa, { acceptTerms: true });
    expect(terms.json().acceptTermDate).toBe(clock.toISOString());
    const onboarded = await send('PATCH', '/rms-users/me', hoa, { isFirstTimeLogin: false });
    expect(onboarded.json()).toMatchObject({ isFirstTimeLogin: false });
  });

  it('should list staff with filters, scoped to the company', async () => {
    const other = await createCompany(ctx.database.db);
    await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: other.id });
    const mine = (await send('GET', '/rms-users?$limit=-1', admin)).json();
    expect(mine.data.every((s: { companyId: number }) => s.companyId === 1)).toBe(true);
    const one = mine.data[0];
    const byUser = (await send('GET', `/rms-users?userId=${one.userId}`, admin)).json();
    expect(byUser).toMatchObject({ total: 1, data: [{ id: one.id }] });
    const all = (await send('GET', `/rms-users?companyId=${other.id}`, arms)).json();
    expect(all.total).toBe(1);
  });

  it('should search staff by part of the name or email, any case, in the caller company only', async () => {
    const other = await createCompany(ctx.database.db);
    const found = await createStaffUser(ctx.database.db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'Quỳnh',
      lastName: 'Searchable',
    });
    await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: other.id, lastName: 'Searchable' });
    const search = async (q: string) =>
      (await send('GET', `/rms-users?q=${encodeURIComponent(q)}&$limit=-1`, admin)).json();
    for (const q of ['searchABLE', 'Quỳnh Search', found.email.toUpperCase()]) {
      const res = await search(q);
      expect(
        res.data.map((s: { user: { email: string } }) => s.user.email),
        q,
      ).toEqual([found.email]);
    }
    expect((await search('100%_')).total).toBe(0);
  });

  it('should take %, _ and \\ in the staff search literally, in the full name too', async () => {
    const db = ctx.database.db;
    const literal = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'Mai_Anh',
      lastName: '50%',
    });
    await createStaffUser(db, { roles: ['hr_staff'], companyId: 1, firstName: 'MaiXAnh', lastName: '500' });
    const slash = await createStaffUser(db, {
      roles: ['hr_staff'],
      companyId: 1,
      firstName: 'Tran\\Le',
      lastName: 'Q',
    });
    const emails = async (q: string) =>
      (
        (await send('GET', `/rms-users?q=${encodeURIComponent(q)}&$limit=-1`, admin)).json().data as {
          user: { email: string };
        }[]
      ).map((s) => s.user.email);
    expect(await emails('mai_anh')).toEqual([literal.email]);
    expect(await emails(' Mai_Anh 50% ')).toEqual([literal.email]);
    expect(await emails('50%')).toEqual([literal.email]);
    expect(await emails('n\\l')).toEqual([slash.email]);
  });

  it('should add and remove permissions through the access level', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1, permissions: [] });
    const headers = await login(ctx.app, user.email, user.password);
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(403);
    const add = await send('POST', '/users/access-level', admin, { userId: user.id, permission: 'view_all_job' });
    expect(add.json()).toEqual({ userId: user.id, permissions: ['view_all_job'] });
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(200);
    const remove = await send('DELETE', `/users/access-level/${user.id}?permission=view_all_job`, admin);
    expect(remove.json().permissions).toEqual([]);
    expect((await send('GET', '/jobs', headers)).statusCode).toBe(403);
  });

  it('should not let the primary user be removed', async () => {
    const [primary] = await ctx.database.db.select().from(staff).where(eq(staff.isPrimary, true));
    const res = await send('DELETE', `/rms-users/${primary!.id}`, admin);
    expect(res.json().error).toBe('USER_NOT_ALLOWED');
  });

  it('should let the platform administrator create, update and deactivate accounts', async () => {
    const created = await send('POST', '/users', arms, {
      email: 'ops@arms-demo.org',
      firstName: 'Ops',
      role: ['arms_admin'],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await send('PATCH', `/users/${id}`, arms, { lastName: 'Team' })).json().lastName).toBe('Team');
    expect((await send('GET', '/users?email=ops@arms-demo.org', arms)).json().total).toBe(1);
    expect((await send('DELETE', `/users/${id}`, arms)).statusCode).toBe(204);
    expect((await send('GET', `/users/${id}`, arms)).json().status).toBe(0);
    const noCompany = await send('POST', '/users', arms, { email: 'x@y.co', firstName: 'X', role: ['hr_staff'] });
    expect(noCompany.json().error).toBe('VALIDATION_ERROR');
  });
});

describe('given the employer sign-up', () => {
  const signup = (email: string, name = 'Saigon Build Co.', registrationNumber = '0312345678') =>
    send('POST', '/companies/registration', undefined, {
      company: { name, registrationNumber },
      user: { email, firstName: 'Lan', lastName: 'Trần', password: 'Saigon#2026', confirmPassword: 'Saigon#2026' },
    });

  it('should create a pending company and its primary user, refuse a second, and admit after activation', async () => {
    const res = await signup('lan@saigonbuild.vn');
    expect(res.statusCode).toBe(201);
    const { companyId, status } = res.json();
    expect(status).toBe(2);
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.status).toBe(2);
    const second = await signup('other@saigonbuild.vn');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('COMPANY_PRIMARY_USER_EXISTED');
    const denied = await send('POST', '/auth', undefined, {
      email: 'lan@saigonbuild.vn',
      password: 'Saigon#2026',
      strategy: 'local',
      portal: 'crms',
    });
    expect(denied.json().error).toBe('COMPANY_NOT_FOUND');
    expect((await lastEmailTo(ctx.database.db, 'lan@saigonbuild.vn'))!.subject).toBe(
      'We have received your registration',
    );
    await send('POST', `/companies/${companyId}/activate`, arms);
    const headers = await login(ctx.app, 'lan@saigonbuild.vn', 'Saigon#2026');
    const me = (await send('GET', '/auth', headers)).json();
    expect(me).toMatchObject({ role: ['account_admin'], company: { id: companyId } });
    expect(me.permissions).toContain('update_company');
  });

  it('should refuse a first name with symbols and a taken email', async () => {
    const symbol = await send('POST', '/companies/registration', undefined, {
      company: { name: 'Another Co' },
      user: { email: 'a@another.co', firstName: 'A$h', password: 'Another#2026', confirmPassword: 'Another#2026' },
    });
    expect(symbol.json().error).toBe('FIRST_NAME_CONTAIN_SYMBOL');
    const taken = await signup(demoAccounts.accountAdmin.email, 'Fresh Name Pte', '999');
    expect(taken.json().error).toBe('EMAIL_EXISTED');
  });
});

describe('given the users log', () => {
  it('should record successful and refused logins', async () => {
    await send('POST', '/auth', undefined, {
      email: 'ghost@example.test',
      password: 'x',
      strategy: 'local',
      portal: 'crms',
    });
    const rows = await ctx.database.db.select().from(loginLogs).where(eq(loginLogs.email, 'ghost@example.test'));
    expect(rows[0]).toMatchObject({ success: false, code: 'WRONG_EMAIL_PASSWORD', portal: 'crms' });
    const log = (await send('GET', '/logs/users?success=true&$limit=5', arms)).json();
    expect(log.total).toBeGreaterThan(0);
    expect(log.data[0]).toMatchObject({ success: true });
  });
});
