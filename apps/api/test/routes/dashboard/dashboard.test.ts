import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { interviews, jobResumes, jobs, resumes } from '../../../src/db/schema';
import { eq } from 'drizzle-orm';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

// A Wednesday in Singapore: the week runs Monday 2026-03-30 to Sunday 2026-04-05.
const clock = new Date('2026-04-01T04:00:00Z');
const day = 86_400_000;

let ctx: TestContext;
const send = requester(() => ctx.app);
let db: Db;
let admin: { authorization: string };
let hrWithout: { authorization: string };
let other: { authorization: string };
let sourcerL2: { authorization: string };
let uploader: { authorization: string };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  db = ctx.database.db;
  const company = (await createCompany(db, { name: 'Dashboard Co' })).id;
  const otherCompany = (await createCompany(db, { name: 'Dashboard Other' })).id;
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId: company });
  const h = await createStaffUser(db, { roles: ['hr_staff'], companyId: company, permissions: ['view_all_job'] });
  const o = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompany });
  // A sourcer l2 whose staff record holds a candidate permission still never reaches resumes (ADR 0188).
  const s2 = await createStaffUser(db, {
    roles: ['sourcer_l2'],
    companyId: company,
    permissions: ['view_all_job', 'access_uploaded_candidate'],
  });
  const u = await createStaffUser(db, {
    roles: ['hr_staff'],
    companyId: company,
    permissions: ['view_all_job', 'access_uploaded_candidate'],
  });
  admin = await login(ctx.app, a.email, a.password);
  hrWithout = await login(ctx.app, h.email, h.password);
  other = await login(ctx.app, o.email, o.password);
  sourcerL2 = await login(ctx.app, s2.email, s2.password);
  uploader = await login(ctx.app, u.email, u.password);

  const open = await createJob(db, { companyId: company, position: 'Site Engineer' });
  const soon = await createJob(db, { companyId: company, position: 'Planner' });
  await createJob(db, { companyId: company, position: 'Closed role', jobStatusId: 240 });
  await db
    .update(jobs)
    .set({ postingExpiry: new Date(clock.getTime() + 3 * day) })
    .where(eq(jobs.id, soon.id));
  await db
    .update(jobs)
    .set({ postingExpiry: new Date(clock.getTime() + 40 * day) })
    .where(eq(jobs.id, open.id));
  const [r] = await db.insert(resumes).values({ companyId: company, firstName: 'Linh', lastName: 'Pham' }).returning();
  const [own] = await db
    .insert(resumes)
    .values({ companyId: company, firstName: 'Own', lastName: 'Upload', createdBy: u.id })
    .returning();
  await db.insert(jobResumes).values({
    companyId: company,
    jobId: open.id,
    resumeId: own!.id,
    status: 1,
    createdAt: new Date(clock.getTime() - 2 * day),
  });
  const [n1] = await db
    .insert(jobResumes)
    .values({
      companyId: company,
      jobId: open.id,
      resumeId: r!.id,
      status: 4,
      createdAt: new Date(clock.getTime() - day),
    })
    .returning();
  await db
    .insert(jobResumes)
    .values({ companyId: company, jobId: soon.id, resumeId: r!.id, status: 1, createdAt: clock });
  const interview = (uid: string, iso: string, status = 'scheduled') => ({
    companyId: company,
    jobResumeId: n1!.id,
    uid,
    mode: 1,
    startsAt: new Date(iso),
    endsAt: new Date(Date.parse(iso) + 3_600_000),
    timezone: 'Asia/Singapore',
    status,
  });
  await db.insert(interviews).values([
    interview('this-week', '2026-04-02T02:00:00Z'),
    // Last week, next week and a cancelled one do not count.
    interview('last-week', '2026-03-29T02:00:00Z'),
    interview('next-week', '2026-04-06T02:00:00Z'),
    interview('cancelled', '2026-04-03T02:00:00Z', 'cancelled'),
  ]);
});
afterAll(() => ctx?.close());

describe('GET /dashboard', () => {
  it('should answer the company figures: open jobs, statuses, this week, expiring postings, recent nominations', async () => {
    const res = await send('GET', '/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.openJobs).toBe(2);
    expect(body.nominationsByStatus).toMatchObject({ open: 2, interview: 1, commenced: 0 });
    expect(Object.keys(body.nominationsByStatus)).toHaveLength(12);
    expect(body.interviewsThisWeek).toMatchObject({ from: '2026-03-30', to: '2026-04-05', total: 1 });
    expect(body.interviewsThisWeek.items[0]).toMatchObject({ candidate: 'Linh Pham', position: 'Site Engineer' });
    expect(body.expiringJobs).toMatchObject({ withinDays: 14, total: 1 });
    expect(body.expiringJobs.items.map((j: { position: string }) => j.position)).toEqual(['Planner']);
    expect(body.recentNominations.map((n: { candidate: string }) => n.candidate)).toEqual([
      'Linh Pham',
      'Linh Pham',
      'Own Upload',
    ]);
    expect(body.recentNominations.map((n: { position: string }) => n.position)).toEqual([
      'Planner',
      'Site Engineer',
      'Site Engineer',
    ]);
  });

  it("should show a sourcer l2 no candidate, whatever its staff record's permissions", async () => {
    const res = await send('GET', '/dashboard', sourcerL2);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.candidatesVisible).toBe(false);
    expect(body.recentNominations).toEqual([]);
    expect(body.interviewsThisWeek).toMatchObject({ total: 0, items: [] });
  });

  it('should show staff holding only access_uploaded_candidate the nominations of their own uploads', async () => {
    const body = (await send('GET', '/dashboard', uploader)).json();
    expect(body.candidatesVisible).toBe(true);
    expect(body.recentNominations.map((n: { candidate: string }) => n.candidate)).toEqual(['Own Upload']);
    // The week's interview is Linh Pham's, uploaded by someone else: neither counted nor listed.
    expect(body.interviewsThisWeek).toMatchObject({ total: 0, items: [] });
    expect(body.nominationsByStatus).toMatchObject({ open: 2 });
  });

  it('should hide candidates from staff without a candidate permission', async () => {
    const body = (await send('GET', '/dashboard', hrWithout)).json();
    expect(body.candidatesVisible).toBe(false);
    expect(body.recentNominations).toEqual([]);
    expect(body.interviewsThisWeek.items).toEqual([]);
    expect(body.openJobs).toBe(2);
  });

  it("should never count another company's records", async () => {
    const body = (await send('GET', '/dashboard', other)).json();
    expect(body.openJobs).toBe(0);
    expect(body.recentNominations).toEqual([]);
  });

  it('should refuse a visitor', async () => {
    expect((await send('GET', '/dashboard')).statusCode).toBe(401);
  });
});
