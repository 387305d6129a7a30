import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResumes, jobResumeStatusChanges, resumes, resumeWorkExperiences } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/** The job pipeline's data: what a card shows (current title, time in status) and the all-or-nothing bulk move. */
let ctx: TestContext;
let clock = new Date('2026-03-01T09:00:00Z');
let admin: { authorization: string };
let other: { authorization: string };
let companyId: number;
let jobId: number;
let resumeIds: number[];

type Json = Record<string, unknown>;
const db = () => ctx.database.db;
const send = requester(() => ctx.app);
const nominate = async (resumeId: number) => {
  const res = await send('POST', '/job-resumes', admin, { resumeId, jobId });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const statuses = async (ids: number[]) =>
  (
    await db()
      .select({ id: jobResumes.id, s: jobResumes.status })
      .from(jobResumes)
      .where(inArray(jobResumes.id, ids))
      .orderBy(asc(jobResumes.id))
  ).map((r) => r.s);
const logOf = async (id: number) =>
  (
    await db()
      .select({ from: jobResumeStatusChanges.fromStatus, to: jobResumeStatusChanges.toStatus })
      .from(jobResumeStatusChanges)
      .where(eq(jobResumeStatusChanges.jobResumeId, id))
      .orderBy(asc(jobResumeStatusChanges.id))
  ).map((r) => [r.from, r.to]);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const company = await createCompany(db(), { name: 'Pipeline Co' });
  companyId = company.id;
  const user = await createStaffUser(db(), { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, user.email, user.password);
  jobId = (await createJob(db(), { companyId, position: 'Site Engineer' })).id;
  const rows = await db()
    .insert(resumes)
    .values(['Ana', 'Ben', 'Chi', 'Dee'].map((firstName) => ({ companyId, firstName, lastName: 'Tan' })))
    .returning();
  resumeIds = rows.map((r) => r.id);
  // Ana: a past job and a current (open-ended) one; Ben: two past jobs; Chi and Dee: none.
  await db()
    .insert(resumeWorkExperiences)
    .values([
      { resumeId: resumeIds[0]!, periodFrom: '2018-01-01', periodTo: '2021-12-31', company: 'A', position: 'Engineer' },
      { resumeId: resumeIds[0]!, periodFrom: '2022-01-01', company: 'B', position: 'Senior Engineer' },
      {
        resumeId: resumeIds[1]!,
        periodFrom: '2015-01-01',
        periodTo: '2019-06-30',
        company: 'C',
        position: 'Draftsman',
      },
      { resumeId: resumeIds[1]!, periodFrom: '2019-07-01', periodTo: '2024-03-31', company: 'D', position: 'Surveyor' },
    ]);
  const stranger = await createStaffUser(db(), {
    roles: ['account_admin'],
    companyId: (await createCompany(db(), { name: 'Pipeline Other Co' })).id,
  });
  other = await login(ctx.app, stranger.email, stranger.password);
});
afterAll(async () => {
  await ctx?.close();
});

describe('given nominations on the pipeline', () => {
  it("should carry the candidate's current title and when the current status was entered", async () => {
    const ana = await nominate(resumeIds[0]!);
    const ben = await nominate(resumeIds[1]!);
    const chi = await nominate(resumeIds[2]!);
    clock = new Date('2026-03-04T10:00:00Z');
    expect((await send('PATCH', `/job-resumes/${ana}/status`, admin, { status: 10 })).statusCode).toBe(200);
    // A later edit of the remarks changes updatedAt but not the time the status was entered.
    clock = new Date('2026-03-06T08:00:00Z');
    expect((await send('PATCH', `/jobs/resume/${ana}`, admin, { remarks: 'Strong site record' })).statusCode).toBe(200);

    const list = (await send('GET', `/jobs/${jobId}/resumes`, admin)).json() as Json[];
    const byId = new Map(list.map((n) => [n.id, n]));
    expect(byId.get(ana)).toMatchObject({
      status: 10,
      statusChangedAt: '2026-03-04T10:00:00.000Z',
      updatedAt: '2026-03-06T08:00:00.000Z',
      resume: { firstName: 'Ana', currentTitle: 'Senior Engineer' },
    });
    expect(byId.get(ben)).toMatchObject({
      statusChangedAt: '2026-03-01T09:00:00.000Z',
      resume: { currentTitle: 'Surveyor' },
    });
    expect(byId.get(chi)).toMatchObject({ resume: { currentTitle: null } });
    const one = (await send('GET', `/job-resumes/${ana}`, admin)).json();
    expect(one).toMatchObject({
      statusChangedAt: '2026-03-04T10:00:00.000Z',
      resume: { currentTitle: 'Senior Engineer' },
    });
  });
});

describe('given a bulk move of a job’s nominations', () => {
  let ids: number[];
  beforeAll(async () => {
    const list = (await send('GET', `/jobs/${jobId}/resumes`, admin)).json() as Json[];
    ids = list.map((n) => n.id as number).sort((a, b) => a - b);
    expect(await statuses(ids)).toEqual([10, 1, 1]);
  });

  it('should refuse the whole batch when one move is illegal, naming it, and change nothing', async () => {
    // Under Review → Job Offered (7) is a transition of @arms/domain, Open → Job Offered is not: the two
    // illegal moves refuse the whole batch.
    const before = await Promise.all(ids.map(logOf));
    const res = await send('PATCH', '/jobs/resume/bulk-status', admin, { jobId, ids, status: 7 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error).toBe('ILLEGAL_TRANSITION');
    const named = (body.details as Json[]).map((d) => (d.params as Json).id as number).sort((a, b) => a - b);
    expect(body.details[0]).toMatchObject({ code: 'nomination.illegalTransition', params: { to: 7 } });
    expect(named).toEqual([ids[1], ids[2]]);
    expect(await statuses(ids)).toEqual([10, 1, 1]);
    expect(await Promise.all(ids.map(logOf))).toEqual(before);
  });

  it('should name only the offending nominations when the others could move', async () => {
    // Open → Under Review is legal; Under Review → Under Review is not a move.
    const res = await send('PATCH', '/jobs/resume/bulk-status', admin, { jobId, ids, status: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ILLEGAL_TRANSITION');
    expect(res.json().details).toEqual([
      expect.objectContaining({
        code: 'nomination.illegalTransition',
        params: expect.objectContaining({ id: ids[0], from: 10 }),
      }),
    ]);
    expect(await statuses(ids)).toEqual([10, 1, 1]);
  });

  it('should move every nomination in one go and log each move like the single move does', async () => {
    clock = new Date('2026-03-08T09:00:00Z');
    const res = await send('PATCH', '/jobs/resume/bulk-status', admin, { jobId, ids: ids.slice(1), status: 10 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json[]).map((n) => [n.id, n.status, n.statusChangedAt])).toEqual([
      [ids[1], 10, '2026-03-08T09:00:00.000Z'],
      [ids[2], 10, '2026-03-08T09:00:00.000Z'],
    ]);
    expect(await statuses(ids)).toEqual([10, 10, 10]);
    expect(await logOf(ids[1]!)).toEqual([
      [null, 1],
      [1, 10],
    ]);
  });

  it("should answer 404 naming ids that are not this job's nominations, and another company's job", async () => {
    const res = await send('PATCH', '/jobs/resume/bulk-status', admin, { jobId, ids: [ids[0]!, 999999], status: 4 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    expect(res.json().details).toEqual([expect.objectContaining({ params: { id: 999999 } })]);
    expect(await statuses(ids)).toEqual([10, 10, 10]);
    const foreign = await send('PATCH', '/jobs/resume/bulk-status', other, { jobId, ids, status: 4 });
    expect(foreign.statusCode).toBe(404);
    expect(await statuses(ids)).toEqual([10, 10, 10]);
    const empty = await send('PATCH', '/jobs/resume/bulk-status', admin, { jobId, ids: [], status: 4 });
    expect(empty.statusCode).toBe(400);
  });
});
