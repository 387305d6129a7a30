// The security findings of issue 19's probe, each pinned: ids in bodies checked against the caller's
// company, emails validated, no self-promotion or granting what one does not hold, platform data for
// platform administrators, password changes ending other sessions, no-store on API answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, jobResumes, outbox, resumes, staff, users } from '../../src/db/schema';
import { demoAccounts } from '../../src/db/seed';
import { createCompany, createJob, createStaffUser, lastEmailTo, tokenIn } from '../fixtures';
import { createTestContext, login, type TestContext, requester } from '../harness';

let ctx: TestContext;
const request = requester(() => ctx.app);
let admin: { authorization: string };
let companyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const [me] = await ctx.database.db
    .select({ companyId: staff.companyId })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(users.email, demoAccounts.accountAdmin.email));
  companyId = me!.companyId!;
});

afterAll(async () => {
  await ctx?.close();
});

async function staffIdOf(userId: number) {
  const [row] = await ctx.database.db.select({ id: staff.id }).from(staff).where(eq(staff.userId, userId));
  return row!.id;
}

describe("given a job's team assignment", () => {
  it("should refuse another company's staff and ids that do not exist with 404, and keep its own", async () => {
    const other = await createCompany(ctx.database.db);
    const stranger = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: other.id });
    const colleague = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const strangerStaff = await staffIdOf(stranger.id);
    const colleagueStaff = await staffIdOf(colleague.id);
    for (const team of [[strangerStaff], [colleagueStaff, 2_000_000_000]]) {
      const res = await request('POST', '/jobs', admin, { position: 'Team probe', teamAssignment: team });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    }
    const ok = await request('POST', '/jobs', admin, { position: 'Team probe', teamAssignment: [colleagueStaff] });
    expect(ok.statusCode).toBe(201);
    const edit = await request('PATCH', `/jobs/${ok.json<{ id: number }>().id}`, admin, {
      teamAssignment: [strangerStaff],
    });
    expect(edit.statusCode).toBe(404);
  });
});

describe("given other ids in a body naming another company's records", () => {
  let foreign: { departmentId: number; jobId: number; resumeId: number; nominationId: number };
  let ownJobId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const other = await createCompany(db);
    const [department] = await db.insert(departments).values({ companyId: other.id, name: 'Elsewhere' }).returning();
    const job = await createJob(db, { companyId: other.id, position: 'Foreign job' });
    const [resume] = await db
      .insert(resumes)
      .values({ companyId: other.id, firstName: 'Foreign', email: 'foreign@example.test' })
      .returning();
    const [nomination] = await db
      .insert(jobResumes)
      .values({ companyId: other.id, jobId: job.id, resumeId: resume!.id, isPortal: 1, status: 1 })
      .returning();
    foreign = { departmentId: department!.id, jobId: job.id, resumeId: resume!.id, nominationId: nomination!.id };
    ownJobId = (await createJob(db, { companyId, position: 'Own job' })).id;
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) => request(method, url, admin, payload);

  it('should answer 404 to a duplicate check naming a hiring entity or job of another company', async () => {
    const byEntity = await send('POST', '/jobs/check-duplicate', {
      position: 'Foreign job',
      departmentId: foreign.departmentId,
    });
    expect(byEntity.statusCode).toBe(404);
    expect(byEntity.json().error).toBe('PROJECT_NOT_EXISTED');
    const byJob = await send('POST', '/jobs/check-duplicate', { position: 'x', excludeJobId: foreign.jobId });
    expect(byJob.statusCode).toBe(404);
    expect(byJob.json().error).toBe('JOB_NOT_EXISTED');
    expect((await send('POST', '/jobs/check-duplicate', { position: 'x', excludeJobId: ownJobId })).statusCode).toBe(
      200,
    );
  });

  it("should answer 404 to a referee list of another company's resume", async () => {
    const res = await send('POST', '/referrals/list', { resumeId: foreign.resumeId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('RESUME_NOT_EXISTED');
  });

  it("should answer 404 to a notification naming another company's nomination, and send nothing", async () => {
    const res = await send('POST', '/notifications', {
      jobId: ownJobId,
      jobResumeIds: [foreign.nominationId],
      subject: 'Hello',
      body: 'Probe',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'NO_RECORD_FOUND_FOR_ID',
      details: [{ field: 'jobResumeIds', code: 'nomination.notFound', params: { id: foreign.nominationId } }],
    });
    expect(await lastEmailTo(ctx.database.db, 'foreign@example.test')).toBeUndefined();
  });

  it("should answer 404 to a portal bulk status naming another company's nomination, and move nothing", async () => {
    const res = await send('PATCH', '/jobs/resume/update-status-portal', {
      jobId: ownJobId,
      ids: [foreign.nominationId, 2_000_000_000],
      status: 2,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    const [row] = await ctx.database.db
      .select({ status: jobResumes.status })
      .from(jobResumes)
      .where(eq(jobResumes.id, foreign.nominationId));
    expect(row!.status).toBe(1);
  });
});

describe('given an email that is not an address', () => {
  it('should refuse it on POST /rms-users and queue no mail', async () => {
    const before = (await ctx.database.db.select({ id: outbox.id }).from(outbox)).length;
    const res = await request('POST', '/rms-users', admin, {
      email: 'not an email <x>',
      firstName: 'Probe',
      role: ['hr_staff'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'body.email', code: 'validation.format' })]);
    expect((await ctx.database.db.select({ id: outbox.id }).from(outbox)).length).toBe(before);
  });

  it('should refuse it on POST /users', async () => {
    const platform = await login(
      ctx.app,
      demoAccounts.platformAdmin.email,
      demoAccounts.platformAdmin.password,
      'arms',
    );
    const res = await request('POST', '/users', platform, {
      email: 'not an email <x>',
      firstName: 'Probe',
      role: ['arms_admin'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });
});

describe("given a resume's referee email that is not an address", () => {
  it('should refuse it on POST /resumes and PATCH /resumes/{id}', async () => {
    const referees = [{ name: 'Ref', email: 'not an email <x>' }];
    const created = await request('POST', '/resumes', admin, { firstName: 'Referee', referees });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual([
      expect.objectContaining({ field: 'referees.0.email', code: 'domain.validation.email.invalid' }),
    ]);
    const ok = await request('POST', '/resumes', admin, {
      firstName: 'Referee',
      referees: [{ name: 'Ref', email: 'ref@example.test' }],
    });
    expect(ok.statusCode).toBe(201);
    const edited = await request('PATCH', `/resumes/${ok.json<{ id: number }>().id}`, admin, { referees });
    expect(edited.statusCode).toBe(400);
  });
});

describe('given human resource staff holding add_user', () => {
  let hr: { id: number; email: string; password: string };
  let hrAuth: { authorization: string };

  beforeAll(async () => {
    hr = await createStaffUser(ctx.database.db, {
      roles: ['hr_staff'],
      companyId,
      permissions: ['add_user', 'post_job'],
    });
    hrAuth = await login(ctx.app, hr.email, hr.password);
  });

  it('should not let it make itself account administrator', async () => {
    const res = await request('PATCH', `/rms-users/${await staffIdOf(hr.id)}`, hrAuth, { role: ['account_admin'] });
    expect(res.statusCode).toBe(403);
    const [row] = await ctx.database.db.select({ roles: users.roles }).from(users).where(eq(users.id, hr.id));
    expect(row!.roles).toEqual(['hr_staff']);
  });

  it('should not let it give a role or a permission it does not hold', async () => {
    const colleague = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const id = await staffIdOf(colleague.id);
    const promote = await request('PATCH', `/rms-users/${id}`, hrAuth, { role: ['account_admin'] });
    expect(promote.statusCode).toBe(403);
    const grant = await request('PATCH', `/rms-users/${id}`, hrAuth, { permissions: ['view_all_job'] });
    expect(grant).toMatchObject({ statusCode: 403 });
    const level = await request('POST', '/users/access-level', hrAuth, {
      userId: colleague.id,
      permission: 'access_all_candidate',
    });
    expect(level.statusCode).toBe(403);
    const create = await request('POST', '/rms-users', hrAuth, {
      email: `new-${Date.now()}@example.test`,
      firstName: 'New',
      role: ['account_admin'],
    });
    expect(create.statusCode).toBe(403);
  });

  it('should let it give what it holds', async () => {
    const colleague = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const res = await request('PATCH', `/rms-users/${await staffIdOf(colleague.id)}`, hrAuth, {
      permissions: ['post_job'],
    });
    expect(res.statusCode).toBe(200);
  });

  it('should not let an account administrator change its own role either', async () => {
    const [me] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.accountAdmin.email));
    const res = await request('PATCH', `/rms-users/${await staffIdOf(me!.id)}`, admin, {
      role: ['account_admin', 'hr_staff'],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('given the platform BCC addresses', () => {
  it.each([['referral'], ['hr_staff'], ['account_admin']])('should not show them to %s', async (role) => {
    const user = await createStaffUser(ctx.database.db, { roles: [role], companyId, permissions: ['add_user'] });
    const res = await request('GET', '/bcc-emails', await login(ctx.app, user.email, user.password));
    expect(res.statusCode).toBe(403);
  });

  it('should show them to the platform administrator', async () => {
    const platform = await login(
      ctx.app,
      demoAccounts.platformAdmin.email,
      demoAccounts.platformAdmin.password,
      'arms',
    );
    const res = await request('GET', '/bcc-emails', platform);
    expect(res.statusCode).toBe(200);
  });
});

describe('given a password change', () => {
  it('should end every other session of the account and keep the one that changed it', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const first = await login(ctx.app, user.email, user.password);
    const second = await login(ctx.app, user.email, user.password);
    const res = await request('PATCH', '/users/change-password', first, {
      currentPassword: user.password,
      newPassword: 'Another#456',
      confirmPassword: 'Another#456',
    });
    expect(res.statusCode).toBe(200);
    const me = (auth: { authorization: string }) => request('GET', '/auth', auth);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(second)).json().error).toBe('SESSION_EXPIRED');
    const fresh = await login(ctx.app, user.email, 'Another#456');
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('should end every session after a change through POST /auth-management', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const session = await login(ctx.app, user.email, user.password);
    const res = await request('POST', '/auth-management', undefined, {
      action: 'passwordChange',
      value: {
        email: user.email,
        currentPassword: user.password,
        newPassword: 'Another#456',
        confirmPassword: 'Another#456',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await request('GET', '/auth', session)).statusCode).toBe(401);
  });
});

describe('given a password reset by the emailed link', () => {
  it('should end every session of the account', async () => {
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId });
    const session = await login(ctx.app, user.email, user.password);
    const asked = await request('POST', '/auth-management', undefined, {
      action: 'sendResetPwd',
      value: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    const token = tokenIn((await lastEmailTo(ctx.database.db, user.email))!.text);
    const reset = await request('POST', '/auth-management', undefined, {
      action: 'resetPwdLong',
      value: { token, password: 'Another#456', confirmPassword: 'Another#456' },
    });
    expect(reset.statusCode).toBe(200);
    const me = await request('GET', '/auth', session);
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('SESSION_EXPIRED');
  });
});

describe('given an authenticated answer', () => {
  it('should carry Cache-Control: no-store', async () => {
    for (const url of ['/jobs', '/rms-users/me', '/jobs/2147483648']) {
      const res = await request('GET', url, admin);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
