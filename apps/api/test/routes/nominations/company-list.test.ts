import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResumes, jobs, resumes } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

/**
 * The company's nominations across jobs (section 7, docs/decisions/0122): three nominations over two
 * jobs, the second job assigned to a human resource staff member without view_all_job.
 */
let ctx: TestContext;
let admin: { authorization: string };
let other: { authorization: string };
let hr: { authorization: string };
const jobIds: number[] = [];

const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const companyId = (await createCompany(db, { name: 'Extras Co' })).id;
  const otherCompanyId = (await createCompany(db, { name: 'Extras Other Co' })).id;
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, a.email, a.password);
  const o = await createStaffUser(db, { roles: ['account_admin'], companyId: otherCompanyId });
  other = await login(ctx.app, o.email, o.password);
  const h = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: ['view_assigned_job'] });
  hr = await login(ctx.app, h.email, h.password);
  for (const position of ['Extras engineer', 'Extras analyst']) {
    jobIds.push((await createJob(db, { companyId, position })).id);
  }
  await db
    .update(jobs)
    .set({ teamAssignment: [h.staffId] })
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

describe('given GET /job-resumes (the company nominations across jobs)', () => {
  it('should list the company nominations with their job, newest first, and page', async () => {
    const page = (await send('GET', '/job-resumes?$limit=2', admin)).json();
    expect(page).toMatchObject({ total: 3, limit: 2, skip: 0 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0].job.position).toMatch(/^Extras /);
    expect((await send('GET', '/job-resumes', other)).json().total).toBe(0);
  });

  it('should filter with the list query language', async () => {
    const byJob = (await send('GET', `/job-resumes?jobId=${jobIds[0]}`, admin)).json();
    expect(byJob.total).toBe(2);
    const byStatus = (await send('GET', '/job-resumes?status[$in][]=2&status[$in][]=3', admin)).json();
    expect(byStatus.data.map((n: { status: number }) => n.status).sort()).toEqual([2, 3]);
    const sorted = (await send('GET', '/job-resumes?$sort[status]=1', admin)).json();
    expect(sorted.data.map((n: { status: number }) => n.status)).toEqual([1, 2, 3]);
    const bad = await send('GET', '/job-resumes?salary=1', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('should show staff without view_all_job only the nominations of jobs assigned to them', async () => {
    const page = (await send('GET', '/job-resumes', hr)).json();
    expect(page.total).toBe(1);
    expect(page.data[0].jobId).toBe(jobIds[1]);
  });
});
