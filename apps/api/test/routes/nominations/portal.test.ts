import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResumes, resumes } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

let ctx: TestContext;
type Auth = { authorization: string };
type Json = Record<string, unknown>;
let admin: Auth;
let adminId: number;
let uploader: Auth;
let level2: Auth;
let other: Auth;
let companyId: number;
let otherCompanyId: number;
let jobId: number;
let otherJobId: number;
const applied: number[] = [];
let staffNomination: number;
let foreignApplication: number;

const send = requester(() => ctx.app);
const db = () => ctx.database.db;

async function resume(firstName: string, owner = companyId, createdBy: number | null = null) {
  const [row] = await db()
    .insert(resumes)
    .values({ companyId: owner, firstName, lastName: 'Portal', createdBy })
    .returning();
  return row!.id;
}
async function application(job: number, resumeId: number, createdAt: Date, owner = companyId) {
  const [row] = await db()
    .insert(jobResumes)
    .values({
      companyId: owner,
      jobId: job,
      resumeId,
      isPortal: 1,
      portalState: 'pending',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await createCompany(db(), { name: 'Portal Resumes Co' })).id;
  otherCompanyId = (await createCompany(db(), { name: 'Portal Resumes Other Co' })).id;
  const a = await createStaffUser(db(), { roles: ['account_admin'], companyId });
  adminId = a.id;
  admin = await login(ctx.app, a.email, a.password);
  const u = await createStaffUser(db(), { roles: ['hr_staff'], companyId, permissions: ['access_uploaded_candidate'] });
  uploader = await login(ctx.app, u.email, u.password);
  const l2 = await createStaffUser(db(), { roles: ['hr_staff_l2'], companyId, permissions: ['access_all_candidate'] });
  level2 = await login(ctx.app, l2.email, l2.password);
  const o = await createStaffUser(db(), { roles: ['account_admin'], companyId: otherCompanyId });
  other = await login(ctx.app, o.email, o.password);
  jobId = (await createJob(db(), { companyId, position: 'Site Engineer' })).id;
  otherJobId = (await createJob(db(), { companyId, position: 'Quantity Surveyor' })).id;
  applied.push(await application(jobId, await resume('Anh'), new Date('2026-03-01T08:00:00Z')));
  applied.push(await application(jobId, await resume('Binh'), new Date('2026-03-02T08:00:00Z')));
  applied.push(await application(otherJobId, await resume('Chi'), new Date('2026-03-03T08:00:00Z')));
  const [staffRow] = await db()
    .insert(jobResumes)
    .values({ companyId, jobId, resumeId: await resume('Staff', companyId, adminId) })
    .returning();
  staffNomination = staffRow!.id;
  const foreignJob = (await createJob(db(), { companyId: otherCompanyId, position: 'Elsewhere' })).id;
  foreignApplication = await application(
    foreignJob,
    await resume('Foreign', otherCompanyId),
    new Date('2026-03-04T08:00:00Z'),
    otherCompanyId,
  );
});
afterAll(async () => {
  await ctx?.close();
});

describe('given applications through the candidate portal', () => {
  it('should list only the portal resumes of the company, newest first, each Pending with its job', async () => {
    const res = await send('GET', '/portal-resumes', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.data.map((d: Json) => (d.resume as Json).firstName)).toEqual(['Chi', 'Binh', 'Anh']);
    expect(body.data[0]).toMatchObject({
      id: applied[2],
      portalState: 'pending',
      status: 1,
      statusKey: 'open',
      job: { id: otherJobId, position: 'Quantity Surveyor' },
    });
  });

  it('should filter by job and by state, and page', async () => {
    const byJob = (await send('GET', `/portal-resumes?jobId=${jobId}`, admin)).json();
    expect(byJob.data.map((d: Json) => d.id)).toEqual([applied[1], applied[0]]);
    const page = (await send('GET', '/portal-resumes?$limit=1&$skip=1', admin)).json();
    expect(page).toMatchObject({ total: 3, limit: 1, skip: 1 });
    expect(page.data.map((d: Json) => d.id)).toEqual([applied[1]]);
    expect((await send('GET', '/portal-resumes?portalState=approved', admin)).json().total).toBe(0);
  });

  it('should answer 400 for a state that is not Pending or Approved', async () => {
    const res = await send('PATCH', '/portal-resumes/state', admin, { ids: [applied[0]], state: 'rejected' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('should approve several at once and show it in the list and the detail', async () => {
    const res = await send('PATCH', '/portal-resumes/state', admin, {
      ids: [applied[1], applied[0]],
      state: 'approved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: [applied[0], applied[1]], state: 'approved' });
    const approved = (await send('GET', '/portal-resumes?portalState=approved', admin)).json();
    expect(approved.data.map((d: Json) => d.id)).toEqual([applied[1], applied[0]]);
    const one = await send('GET', `/portal-resumes/${applied[0]}`, admin);
    expect(one.json()).toMatchObject({ portalState: 'approved', resume: { firstName: 'Anh' } });
  });

  it('should change nothing when one id is not a portal resume of the company', async () => {
    const res = await send('PATCH', '/portal-resumes/state', admin, {
      ids: [applied[2], staffNomination, foreignApplication],
      state: 'approved',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'NO_RECORD_FOUND_FOR_ID',
      details: [{ params: { id: staffNomination } }, { params: { id: foreignApplication } }],
    });
    const [row] = await db().select().from(jobResumes).where(eq(jobResumes.id, applied[2]!));
    expect(row!.portalState).toBe('pending');
  });

  it('should answer 404 for a staff nomination or another company’s application', async () => {
    expect((await send('GET', `/portal-resumes/${staffNomination}`, admin)).statusCode).toBe(404);
    expect((await send('GET', `/portal-resumes/${applied[0]}`, other)).statusCode).toBe(404);
    expect((await send('GET', '/portal-resumes', other)).json().data.map((d: Json) => d.id)).toEqual([
      foreignApplication,
    ]);
  });

  it('should refuse level 2 staff (section 2 excludes them)', async () => {
    expect((await send('GET', '/portal-resumes', level2)).statusCode).toBe(403);
    expect(
      (await send('PATCH', '/portal-resumes/state', level2, { ids: [applied[0]], state: 'pending' })).statusCode,
    ).toBe(403);
  });

  it('should show staff holding only access_uploaded_candidate none of them (nobody on staff uploaded them)', async () => {
    expect((await send('GET', '/portal-resumes', uploader)).json().total).toBe(0);
  });

  it('should answer 401 without a session', async () => {
    expect((await send('GET', '/portal-resumes')).statusCode).toBe(401);
  });
});
