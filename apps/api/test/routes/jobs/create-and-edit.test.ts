import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, staff } from '../../../src/db/schema';
import { repostDueJobs } from '../../../src/services/auto-repost';
import { createCompany, createDepartment, createEmailAlerts, createStaffUser, lastEmailTo } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/**
 * A job's life (sections 3 and 4): created as a draft for a hiring entity with its hiring manager, edited,
 * published on one credit, reposted and closed, with its history and the alerts of the company's rules.
 */
let ctx: TestContext;
let clock = new Date('2026-03-01T09:00:00Z');
let admin: { authorization: string };
let adminEmail: string;
let companyId: number;
let other: { authorization: string };
let departmentId: number;
let managerId: number;

type Json = Record<string, unknown>;
const send = requester(() => ctx.app);
const credits = async () =>
  (await ctx.database.db.select({ c: companies.credits }).from(companies).where(eq(companies.id, companyId)))[0]!.c;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Hiring Co' });
  companyId = company.id;
  await db.update(companies).set({ credits: 1 }).where(eq(companies.id, companyId));
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: [] });
  adminEmail = user.email;
  admin = await login(ctx.app, user.email, user.password);
  // Email alert rules: the admin is assigned to every job event.
  await createEmailAlerts(db, {
    companyId,
    staffId: user.staffId,
    types: ['addNewJob', 'updateJob', 'changeJobStatus'],
  });
  const department = await createDepartment(db, {
    companyId,
    name: 'Marina Tower',
    managers: [{ firstName: 'Grace', lastName: 'Lim', email: 'grace.manager@example.test' }],
  });
  departmentId = department.id;
  managerId = department.managers[0]!.id;
  const otherCompany = await createCompany(db, { name: 'Hiring Other Co' });
  const stranger = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany.id });
  other = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

let jobId: number;

describe('given jobs', () => {
  it('should create a draft with every section 3 field, record Add and alert the rule staff', async () => {
    const res = await send('POST', '/jobs', admin, {
      position: 'Site Engineer',
      departmentId,
      contactPersonId: managerId,
      hiringType: 2,
      vacancies: 3,
      salaryMin: 4000,
      salaryMax: 5500,
      salaryCurrency: 'SGD',
      salaryPeriod: 3,
      salaryNegotiable: true,
      countryOfWork: 'Singapore',
      contractDuration: 12,
      contractDurationType: 'months',
      skills: ['AutoCAD', 'BIM'],
      filter1: 'Civil',
      filter2: 'Senior',
      filter3: 'Night shift',
      specialty: 'Structures',
      teamAssignment: [],
      postingExpiry: '2026-06-30T00:00:00.000Z',
      warrantyPeriod: 90,
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    jobId = job.id;
    expect(job).toMatchObject({ publishState: 'draft', creditsUsed: 0, jobStatusId: 239, skills: ['AutoCAD', 'BIM'] });
    expect(await credits()).toBe(1);
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(history.map((h: Json) => h.editType)).toEqual(['add']);
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.subject).toBe('New job: Site Engineer');
  });

  it('should refuse a salary whose max does not exceed min (domain rule)', async () => {
    const res = await send('POST', '/jobs', admin, {
      position: 'X',
      salaryMin: 5000,
      salaryMax: 4000,
      salaryPeriod: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: Json) => d.field)).toContain('salaryMax');
  });

  it('should find duplicates by position, case-insensitively', async () => {
    const dup = await send('POST', '/jobs/check-duplicate', admin, { position: ' site engineer ' });
    expect(dup.json()).toEqual({ duplicate: true, jobIds: [jobId] });
    const none = await send('POST', '/jobs/check-duplicate', admin, { position: 'Site Engineer', excludeJobId: jobId });
    expect(none.json().duplicate).toBe(false);
  });

  it('should write one history entry per edit type of a change', async () => {
    const res = await send('PATCH', `/jobs/${jobId}`, admin, { vacancies: 4, filter1: 'Geotech' });
    expect(res.statusCode).toBe(200);
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(
      history
        .slice(0, 2)
        .map((h: Json) => h.editType)
        .sort(),
    ).toEqual(['update', 'updateInternalInfo']);
  });

  it('should spend one credit on the first publish, in the same transaction', async () => {
    const res = await send('PATCH', `/jobs/${jobId}`, admin, { publishState: 'jobboard', autoRepost: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 1, publishState: 'jobboard' });
    expect(await credits()).toBe(0);
    // A later publish state change spends nothing more.
    expect((await send('PATCH', `/jobs/${jobId}`, admin, { publishState: 'agencies' })).statusCode).toBe(200);
    expect(await credits()).toBe(0);
  });

  it('should answer OUT_OF_CREDITS when credits are exhausted and change nothing', async () => {
    const draft = (await send('POST', '/jobs', admin, { position: 'Quantity Surveyor' })).json();
    const res = await send('PATCH', `/jobs/${draft.id}`, admin, { publishState: 'jobboard', vacancies: 9 });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('OUT_OF_CREDITS');
    expect((await send('GET', `/jobs/${draft.id}`, admin)).json()).toMatchObject({
      publishState: 'draft',
      vacancies: 1,
    });
    const history = (await send('GET', `/jobs/${draft.id}/histories`, admin)).json();
    expect(history).toHaveLength(1);
    const direct = await send('POST', '/jobs', admin, { position: 'Published at once', publishState: 'jobboard' });
    expect(direct.json().error).toBe('OUT_OF_CREDITS');
    expect(
      (await send('POST', '/jobs/check-duplicate', admin, { position: 'Published at once' })).json().duplicate,
    ).toBe(false);
  });

  it("should answer 404 for another company's job", async () => {
    for (const [method, url] of [
      ['GET', `/jobs/${jobId}`],
      ['GET', `/jobs/${jobId}/histories`],
      ['GET', `/jobs/${jobId}/resumes`],
    ] as const) {
      expect((await send(method, url, other)).statusCode).toBe(404);
    }
    const res = await send('PATCH', `/jobs/${jobId}`, other, { vacancies: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
  });

  it('should repost due jobs once, even when two runs race', async () => {
    const freq = await send('PATCH', '/portal-date-frequency', admin, { frequency: 14 });
    expect(freq.json()).toMatchObject({ frequency: 14, active: true });
    clock = new Date('2026-03-10T09:00:00Z');
    expect(await repostDueJobs(ctx.database.db, clock)).toEqual([]);
    clock = new Date('2026-03-16T09:00:00Z');
    const runs = await Promise.all([repostDueJobs(ctx.database.db, clock), repostDueJobs(ctx.database.db, clock)]);
    expect(runs.flat()).toEqual([jobId]);
    expect((await send('GET', `/jobs/${jobId}`, admin)).json().postedAt).toBe(clock.toISOString());
  });

  it('should deactivate auto repost when the job leaves Open, recording Status then Reopen', async () => {
    const closed = await send('PATCH', `/jobs/${jobId}`, admin, { jobStatusId: 240 });
    expect(closed.json()).toMatchObject({ jobStatusId: 240, autoRepost: false });
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.source).toContain('changeJobStatus');
    await send('PATCH', `/jobs/${jobId}`, admin, { jobStatusId: 239 });
    const history = (await send('GET', `/jobs/${jobId}/histories`, admin)).json();
    expect(history.slice(0, 2).map((h: Json) => h.editType)).toEqual(['reopen', 'status']);
  });

  it('should list jobs assigned to me by team assignment', async () => {
    const [me] = await ctx.database.db
      .select({ id: staff.id })
      .from(staff)
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(eq(staff.companyId, companyId));
    await send('PATCH', `/jobs/${jobId}`, admin, { teamAssignment: [me!.id] });
    const mine = (await send('GET', '/jobs/assigned', admin)).json();
    expect(mine.data.map((j: Json) => j.id)).toEqual([jobId]);
  });
});
