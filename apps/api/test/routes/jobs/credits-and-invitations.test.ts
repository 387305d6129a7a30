import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobResumes, jobs, resumes, staff } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

/**
 * Section 7 calls the employer screens need (docs/decisions/0120-0121): a job's credits record and the
 * invitation check (the company's nominations across jobs are tested in
 * test/routes/nominations/company-list.test.ts, the terms acceptance reset in test/routes/users/terms.test.ts).
 */
let ctx: TestContext;
let companyId: number;
let otherCompanyId: number;
let admin: { authorization: string };
let other: { authorization: string };
let platform: { authorization: string };
let hr: { authorization: string };
let hrStaffId: number;
const jobIds: number[] = [];

const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Extras Co' });
  companyId = company.id;
  otherCompanyId = (await createCompany(db, { name: 'Extras Other Co' })).id;
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, a.email, a.password);
  const o = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompanyId });
  other = await login(ctx.app, o.email, o.password);
  const p = await createStaffUser(db, { roles: ['arms_admin'], companyId: null });
  platform = await login(ctx.app, p.email, p.password, 'arms');
  const h = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['view_assigned_job'] });
  hr = await login(ctx.app, h.email, h.password);
  hrStaffId = (await db.select({ id: staff.id }).from(staff).where(eq(staff.userId, h.id)))[0]!.id;
  for (const position of ['Extras engineer', 'Extras analyst']) {
    jobIds.push((await createJob(db, { companyId, position })).id);
  }
  await db
    .update(jobs)
    .set({ teamAssignment: [hrStaffId] })
    .where(eq(jobs.id, jobIds[1]!));
  for (let i = 0; i < 3; i++) {
    const [resume] = await db
      .insert(resumes)
      .values({ companyId, firstName: `Candidate${i}`, lastName: 'Extras' })
      .returning();
    await db.insert(jobResumes).values({ companyId, jobId: jobIds[i % 2]!, resumeId: resume!.id, status: i + 1 });
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe('given POST /jobs/credits (what a save would spend)', () => {
  it('should quote one credit for a new job published to the job board and none for a draft', async () => {
    const publish = await send('POST', '/jobs/credits', admin, { publishState: 'jobboard' });
    expect(publish.statusCode).toBe(200);
    expect(publish.json()).toEqual({ jobId: null, cost: 1, creditsUsed: 0, credits: 5, isView: true, code: null });
    const draft = (await send('POST', '/jobs/credits', admin, { publishState: 'draft' })).json();
    expect(draft.cost).toBe(0);
  });

  it('should quote nothing for a job that already spent its credit', async () => {
    await ctx.database.db.update(jobs).set({ creditsUsed: 1 }).where(eq(jobs.id, jobIds[0]!));
    const res = await send('POST', '/jobs/credits', admin, { jobId: jobIds[0], publishState: 'jobboard' });
    expect(res.json()).toMatchObject({ jobId: jobIds[0], cost: 0, creditsUsed: 1 });
  });

  it('should name OUT_OF_CREDITS when the company has none left, and change nothing', async () => {
    await ctx.database.db.update(companies).set({ credits: 0 }).where(eq(companies.id, otherCompanyId));
    const res = await send('POST', '/jobs/credits', other, { publishState: 'jobboard' });
    expect(res.json()).toMatchObject({ cost: 1, credits: 0, isView: false, code: 'OUT_OF_CREDITS' });
    const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    expect(row!.credits).toBe(0);
  });

  it("should answer 404 for another company's job and 400 for an unknown publish state", async () => {
    expect((await send('POST', '/jobs/credits', other, { jobId: jobIds[0], publishState: 'draft' })).statusCode).toBe(
      404,
    );
    const bad = await send('POST', '/jobs/credits', admin, { publishState: 'everywhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
  });
});

describe('given PATCH /jobs/credits/{jobId} (the platform administrator corrects a credits record)', () => {
  it('should refund a spent credit to the company and charge it again', async () => {
    const before = (await ctx.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.credits;
    const refund = await send('PATCH', `/jobs/credits/${jobIds[0]}`, platform, { creditsUsed: 0 });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ jobId: jobIds[0], companyId, creditsUsed: 0, credits: before + 1 });
    const again = await send('PATCH', `/jobs/credits/${jobIds[0]}`, platform, { creditsUsed: 0 });
    expect(again.json().credits).toBe(before + 1);
    const charge = await send('PATCH', `/jobs/credits/${jobIds[0]}`, platform, { creditsUsed: 1 });
    expect(charge.json()).toMatchObject({ creditsUsed: 1, credits: before });
  });

  it('should refuse a charge with OUT_OF_CREDITS (402) when the company has none, changing nothing', async () => {
    const job = await createJob(ctx.database.db, { companyId: otherCompanyId, position: 'Broke' });
    const res = await send('PATCH', `/jobs/credits/${job.id}`, platform, { creditsUsed: 1 });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('OUT_OF_CREDITS');
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.creditsUsed).toBe(0);
  });

  it('should be refused to an account administrator (403) and answer 404 for an unknown job', async () => {
    expect((await send('PATCH', `/jobs/credits/${jobIds[0]}`, admin, { creditsUsed: 0 })).statusCode).toBe(403);
    expect((await send('PATCH', '/jobs/credits/999999', platform, { creditsUsed: 0 })).statusCode).toBe(404);
  });
});

describe('given GET /jobs/invitation (has this email been invited to this job?)', () => {
  it('should answer false, then true with the time once an invitation is sent (case-insensitive email)', async () => {
    const url = `/jobs/invitation?jobId=${jobIds[0]}&email=Invitee%40Example.test`;
    expect((await send('GET', url, admin)).json()).toEqual({ invited: false, invitedAt: null, applied: false });
    const sent = await send('POST', '/jobs/invitation', admin, {
      jobId: jobIds[0],
      email: 'invitee@example.test',
      candidateName: 'Invitee',
    });
    expect(sent.statusCode).toBe(201);
    const after = (await send('GET', url, admin)).json();
    expect(after.invited).toBe(true);
    expect(new Date(after.invitedAt).getTime()).not.toBeNaN();
    expect(after.applied).toBe(false);
    const otherJob = await send('GET', `/jobs/invitation?jobId=${jobIds[1]}&email=invitee%40example.test`, admin);
    expect(otherJob.json().invited).toBe(false);
  });

  it("should answer 404 for another company's job and 400 for a bad email", async () => {
    const res = await send('GET', `/jobs/invitation?jobId=${jobIds[0]}&email=a%40b.test`, other);
    expect(res.statusCode).toBe(404);
    expect((await send('GET', `/jobs/invitation?jobId=${jobIds[0]}&email=nope`, admin)).statusCode).toBe(400);
  });
});

describe('given GET /jobs with the list screen filters', () => {
  it('should search the position with q (any case, % and _ taken literally) and count nominations', async () => {
    const page = (await send('GET', '/jobs?q=ENGINEER', admin)).json();
    expect(page.data.map((j: { position: string }) => j.position)).toEqual(['Extras engineer']);
    expect(page.data[0].nominationCount).toBe(2);
    expect((await send('GET', '/jobs?q=%25', admin)).json().total).toBe(0);
  });

  it('should filter by hiring entity and by posting expiry', async () => {
    expect((await send('GET', '/jobs?departmentId=999999', admin)).json().total).toBe(0);
    const assigned = (await send('GET', '/jobs/assigned?q=analyst', hr)).json();
    expect(assigned.total).toBe(1);
    const expiring = await send('GET', '/jobs?postingExpiry[$lte]=2030-01-01T00:00:00.000Z', admin);
    expect(expiring.statusCode).toBe(200);
  });
});
