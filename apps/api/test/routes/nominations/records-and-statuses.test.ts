import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResumes, resumes } from '../../../src/db/schema';
import {
  createCompany,
  createDepartment,
  createEmailAlerts,
  createJob,
  createStaffUser,
  lastEmailTo,
} from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/**
 * Nominating to a job and to a hiring entity, and moving nominations along section 4's transitions: an
 * Open job whose hiring manager gets the feedback link, and the admin assigned to the nomination rules.
 */
let ctx: TestContext;
const clock = new Date('2026-03-16T09:00:00Z');
let admin: { authorization: string };
let adminEmail: string;
let companyId: number;
let departmentId: number;
let jobId: number;
const managerEmail = 'grace.manager@example.test';

type Json = Record<string, unknown>;
const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const db = ctx.database.db;
  companyId = (await createCompany(db, { name: 'Hiring Co' })).id;
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: [] });
  adminEmail = user.email;
  admin = await login(ctx.app, user.email, user.password);
  // Email alert rules: the admin is assigned to every nomination event.
  await createEmailAlerts(db, {
    companyId,
    staffId: user.staffId,
    types: ['resumeToInterview', 'statusChangePlusUpdate'],
  });
  const department = await createDepartment(db, {
    companyId,
    name: 'Marina Tower',
    managers: [{ firstName: 'Grace', lastName: 'Lim', email: managerEmail }],
  });
  departmentId = department.id;
  const job = await createJob(db, {
    companyId,
    position: 'Site Engineer',
    departmentId,
    contactPersonId: department.managers[0]!.id,
  });
  jobId = job.id;
});
afterAll(async () => {
  await ctx?.close();
});

let resumeIds: number[] = [];
let nominationId: number;

describe('given nominations', () => {
  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(resumes)
      .values([
        { companyId, firstName: 'Ana', lastName: 'Tan', email: 'ana@example.test' },
        { companyId, firstName: 'Ben', lastName: 'Ong' },
        { companyId, firstName: 'Chi', lastName: 'Ho' },
      ])
      .returning();
    resumeIds = rows.map((r) => r.id);
  });

  it('should nominate once per job and send the hiring manager a feedback link', async () => {
    const res = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], jobId });
    expect(res.statusCode).toBe(201);
    nominationId = res.json().id;
    expect(res.json()).toMatchObject({ status: 1, statusKey: 'open', nextStatuses: [10, 4, 3] });
    // The feedback link opens the candidate site's page (spec section 2), not the employer portal.
    expect((await lastEmailTo(ctx.database.db, managerEmail))?.text).toContain(
      'http://127.0.0.1:3001/nominate-feedback?token=',
    );
    const again = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('JOBS_ALREADY_APPLIED');
    const toEntity = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0], departmentId });
    expect(toEntity.statusCode).toBe(201);
    const neither = await send('POST', '/job-resumes', admin, { resumeId: resumeIds[0] });
    expect(neither.statusCode).toBe(400);
  });

  it('should answer 409 for an illegal transition and change nothing', async () => {
    const res = await send('PATCH', `/job-resumes/${nominationId}/status`, admin, { status: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ILLEGAL_TRANSITION',
      details: [{ code: 'nomination.illegalTransition' }],
    });
    expect((await send('GET', `/job-resumes/${nominationId}`, admin)).json().status).toBe(1);
  });

  it('should move along the transitions and fire the rule of the target status', async () => {
    const res = await send('PATCH', `/job-resumes/${nominationId}/status`, admin, { status: 4 });
    expect(res.json().status).toBe(4);
    expect((await lastEmailTo(ctx.database.db, adminEmail))?.source).toBe(
      'email-alert:resumeToInterview,statusChangePlusUpdate',
    );
  });

  it("should list a job's nominations in status order", async () => {
    await send('POST', '/job-resumes', admin, { resumeId: resumeIds[1], jobId });
    const list = (await send('GET', `/jobs/${jobId}/resumes`, admin)).json();
    expect(list.map((n: Json) => n.status)).toEqual([1, 4]);
  });

  it('should bulk-update portal resumes only where the transitions allow it', async () => {
    const db = ctx.database.db;
    const [a, b] = await db
      .insert(jobResumes)
      .values([
        { companyId, jobId, resumeId: resumeIds[2]!, isPortal: 1, status: 1 },
        {
          companyId,
          jobId,
          resumeId: (await db.insert(resumes).values({ companyId, firstName: 'Dee' }).returning())[0]!.id,
          isPortal: 1,
          status: 11,
        },
      ])
      .returning();
    const res = await send('PATCH', '/jobs/resume/update-status-portal', admin, {
      jobId,
      ids: [a!.id, b!.id],
      status: 10,
    });
    expect(res.json()).toEqual({ updated: [a!.id], skipped: [{ id: b!.id, status: 11 }] });
  });
});
