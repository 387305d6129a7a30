import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobResumes, resumes } from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

/**
 * The staff list's filter flags (GET /rms-users, routes/users/staff.ts): an account administrator assigned
 * to a job of the company who has nominated a resume to it.
 */
let ctx: TestContext;
let admin: { authorization: string };
let adminEmail: string;
let companyId: number;

const send = requester(() => ctx.app);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  companyId = (await createCompany(db, { name: 'Hiring Co' })).id;
  const user = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: [] });
  adminEmail = user.email;
  admin = await login(ctx.app, user.email, user.password);
  const job = await createJob(db, { companyId, position: 'Site Engineer', teamAssignment: [user.staffId] });
  const [resume] = await db.insert(resumes).values({ companyId, firstName: 'Ana', lastName: 'Tan' }).returning();
  await db.insert(jobResumes).values({ companyId, jobId: job.id, resumeId: resume!.id, createdBy: user.id });
});
afterAll(async () => {
  await ctx?.close();
});

describe('given the staff filter flags', () => {
  it('should filter rms-users by isAssigned (team assignment) and isNominated (has nominated)', async () => {
    const idle = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId, permissions: [] });
    const emails = async (query: string) =>
      ((await send('GET', `/rms-users?${query}&$limit=-1`, admin)).json().data as { user: { email: string } }[]).map(
        (s) => s.user.email,
      );
    expect(await emails('isAssigned=true')).toEqual([adminEmail]);
    expect(await emails('isNominated=true')).toEqual([adminEmail]);
    expect(await emails('isAssigned=false')).toContain(idle.email);
    expect(await emails('isNominated=false')).not.toContain(adminEmail);
    expect((await send('GET', '/rms-users?isAssigned=maybe', admin)).statusCode).toBe(400);
  });
});
