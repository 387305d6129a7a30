import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDataVersions,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  jobStatuses,
  resumes,
  resumeWorkExperiences,
} from '../../src/db/schema';
import { createCompany, createJob } from '../fixtures';
import { createTestContext, type TestContext } from '../harness';

/**
 * The company data versions of migration 0020 (ADR 0207): every write to a row a hot list answers with
 * raises the version of the company it belongs to, in the same transaction, and no other company's.
 */
let ctx: TestContext;
let a: number;
let b: number;
let jobA: number;
let resumeA: number;

const db = () => ctx.database.db;

async function versions(): Promise<Map<number, number>> {
  const rows = await db().select().from(companyDataVersions);
  return new Map(rows.map((r) => [r.companyId, Number(r.version)]));
}

/** Runs `write` and answers by how much each of the two companies' versions rose. */
async function raised(write: () => Promise<unknown>): Promise<{ a: number; b: number }> {
  const before = await versions();
  await write();
  const after = await versions();
  const rise = (id: number) => (after.get(id) ?? 0) - (before.get(id) ?? 0);
  return { a: rise(a), b: rise(b) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  a = (await createCompany(db(), { name: 'Versions A' })).id;
  b = (await createCompany(db(), { name: 'Versions B' })).id;
  jobA = (await createJob(db(), { companyId: a, position: 'Welder' })).id;
  const [resume] = await db().insert(resumes).values({ companyId: a, firstName: 'Mai', lastName: 'Le' }).returning();
  resumeA = resume!.id;
});

afterAll(async () => {
  await ctx?.close();
});

describe('given the company data versions', () => {
  it('should raise only the written company for a job inserted, updated and deleted', async () => {
    let id = 0;
    expect(
      await raised(async () => {
        id = (await createJob(db(), { companyId: b, position: 'Driver' })).id;
      }),
    ).toEqual({ a: 0, b: 1 });
    expect(await raised(() => db().update(jobs).set({ position: 'Senior driver' }).where(eq(jobs.id, id)))).toEqual({
      a: 0,
      b: 1,
    });
    expect(await raised(() => db().delete(jobs).where(eq(jobs.id, id)))).toEqual({ a: 0, b: 1 });
  });

  it('should raise each company once for a statement writing both', async () => {
    const one = await createJob(db(), { companyId: a, position: 'One' });
    const two = await createJob(db(), { companyId: b, position: 'Two' });
    expect(
      await raised(() =>
        db()
          .update(jobs)
          .set({ vacancies: 3 })
          .where(inArray(jobs.id, [one.id, two.id, jobA])),
      ),
    ).toEqual({ a: 1, b: 1 });
  });

  it('should raise the company of a nomination and of its status log', async () => {
    let nomination = 0;
    expect(
      await raised(async () => {
        const [row] = await db()
          .insert(jobResumes)
          .values({ companyId: a, jobId: jobA, resumeId: resumeA, status: 1 })
          .returning();
        nomination = row!.id;
      }),
    ).toEqual({ a: 1, b: 0 });
    expect(await raised(() => db().update(jobResumes).set({ status: 4 }).where(eq(jobResumes.id, nomination)))).toEqual(
      { a: 1, b: 0 },
    );
    expect(
      await raised(() =>
        db()
          .insert(jobResumeStatusChanges)
          .values({ companyId: a, jobResumeId: nomination, fromStatus: 1, toStatus: 4 }),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await raised(() => db().delete(jobResumeStatusChanges).where(eq(jobResumeStatusChanges.jobResumeId, nomination))),
    ).toEqual({ a: 1, b: 0 });
    expect(await raised(() => db().delete(jobResumes).where(eq(jobResumes.id, nomination)))).toEqual({ a: 1, b: 0 });
  });

  it("should raise a resume's company for its work history and its name, not for its other columns", async () => {
    let experience = 0;
    expect(
      await raised(async () => {
        const [row] = await db()
          .insert(resumeWorkExperiences)
          .values({ resumeId: resumeA, periodFrom: '2020-01-01', company: 'Acme', position: 'Fitter' })
          .returning();
        experience = row!.id;
      }),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await raised(() =>
        db()
          .update(resumeWorkExperiences)
          .set({ position: 'Lead fitter' })
          .where(eq(resumeWorkExperiences.id, experience)),
      ),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await raised(() => db().delete(resumeWorkExperiences).where(eq(resumeWorkExperiences.id, experience))),
    ).toEqual({ a: 1, b: 0 });
    expect(
      await raised(() => db().update(resumes).set({ firstName: 'Mai Anh' }).where(eq(resumes.id, resumeA))),
    ).toEqual({ a: 1, b: 0 });
    expect(await raised(() => db().update(resumes).set({ lastName: 'Le' }).where(eq(resumes.id, resumeA)))).toEqual({
      a: 0,
      b: 0,
    });
    expect(
      await raised(() => db().update(resumes).set({ email: 'mai@example.test' }).where(eq(resumes.id, resumeA))),
    ).toEqual({ a: 0, b: 0 });
  });

  it('should raise every company for a job status renamed (the statuses are shared)', async () => {
    const [status] = await db().select().from(jobStatuses).where(eq(jobStatuses.id, 239));
    expect(
      await raised(() => db().update(jobStatuses).set({ colour: '#00aa00' }).where(eq(jobStatuses.id, status!.id))),
    ).toEqual({ a: 1, b: 1 });
    await db().update(jobStatuses).set({ colour: status!.colour }).where(eq(jobStatuses.id, status!.id));
  });

  it('should raise nothing when a write is rolled back', async () => {
    expect(
      await raised(async () => {
        await db()
          .transaction(async (tx) => {
            await tx.update(jobs).set({ position: 'Never' }).where(eq(jobs.id, jobA));
            throw new Error('roll back');
          })
          .catch(() => undefined);
      }),
    ).toEqual({ a: 0, b: 0 });
  });

  it('should raise every company when a table behind the lists is emptied at once', async () => {
    expect(await raised(() => ctx.database.exec('truncate job_resume_status_changes'))).toEqual({ a: 1, b: 1 });
  });
});
