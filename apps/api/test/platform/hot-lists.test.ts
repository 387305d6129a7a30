import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { LocalStorage } from '../../src/files/storage';
import {
  companies,
  companyDataVersions,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  jobStatuses,
  resumes,
  resumeWorkExperiences,
  staff,
  users,
} from '../../src/db/schema';
import { SchemaCache } from '../../src/schema-cache';
import { verifyToken } from '../../src/auth/plugin';
import { callerVersionRow } from '../../src/http/answer-versions';
import { plainJobsRow } from '../../src/routes/jobs/plain-list-repository';
import { jobList } from '../../src/routes/jobs/repository';
import { jobNominationsAnswerSql, jobNominationsRow } from '../../src/routes/nominations/job-list-repository';
import { Nomination } from '../../src/routes/nominations/shared';
import { createCompany, createJob, createStaffUser } from '../fixtures';
import { createTestContext, login, relaxedRateLimits, requester, testSecret, type TestContext } from '../harness';

/**
 * The hot lists (ADR 0200): GET /jobs without filters and a job's nominations read the caller in the
 * statement of their answer, and PostgreSQL writes the answer's JSON. These tests hold that path to the
 * general one (the caller read in `onRequest`, rows mapped and serialised by the route's schema) byte for
 * byte on the same data, and hold the caller's checks to the same answers, in the same order.
 */
let ctx: TestContext & { filesDir: string };
let general: FastifyInstance;
let companyId: number;
let jobId: number;
let emptyJobId: number;
let otherJobId: number;
let admin: { authorization: string };
let otherAdmin: { authorization: string };

const db = () => ctx.database.db;
/** GET through the harness's requester, on the hot path's app or the general one. */
const get = (app: FastifyInstance, url: string, headers?: object) => requester(() => app)('GET', url, headers);

// Texts that JSON writers may escape differently: quotes, backslashes, control characters, a line
// separator, DEL, non-Latin scripts, astral characters, HTML.
const awkward = [
  'Kỹ sư "phần mềm" \\ cấp cao',
  'tab\there\nnew line\r\u0001\u001f\u007f end',
  'line\u2028separator\u2029 and 😀 𝄞 漢字',
  "<b>bold</b> & </script> 'single'",
  '',
];

beforeAll(async () => {
  ctx = await createTestContext();
  general = await buildApp({
    database: ctx.database,
    jwtSecret: testSecret,
    storage: new LocalStorage(ctx.filesDir),
    rateLimits: relaxedRateLimits,
    schemaController: new SchemaCache(undefined, inject('schemaCacheFile')).reader(),
    callerInQuery: false,
  });
  await general.ready();
  const company = await createCompany(db(), { name: 'Hot Lists Co' });
  companyId = company.id;
  const user = await createStaffUser(db(), { roles: ['account_admin'], companyId });
  admin = await login(ctx.app, user.email, user.password);
  const other = await createCompany(db(), { name: 'Other Co' });
  const otherUser = await createStaffUser(db(), { roles: ['account_admin'], companyId: other.id });
  otherAdmin = await login(ctx.app, otherUser.email, otherUser.password);
  otherJobId = (await createJob(db(), { companyId: other.id, position: 'Elsewhere' })).id;

  // Jobs: every nullable column null on some, set to edge values on others; dates with microseconds
  // (JavaScript keeps milliseconds, truncated), far in the past and at the end of the storable range,
  // and equal creation times (the id breaks the tie). (Years 0001-0099 are left out: the general path
  // answers them wrongly, drizzle's `new Date(text)` reads `0001` as 2001; ADR 0200.)
  const base = new Date('2026-01-01T00:00:00.000Z');
  const ids: number[] = [];
  for (let i = 0; i < 9; i++) {
    const job = await createJob(db(), {
      companyId,
      position: awkward[i % awkward.length]! || `Job ${i}`,
      createdAt: new Date(base.getTime() + (i < 3 ? 0 : i * 1000)),
    });
    ids.push(job.id);
  }
  jobId = ids[0]!;
  emptyJobId = ids[1]!;
  const salaries = ['12.50', '0.00', '9999999999.99', '1234567.89', '0.10', '100.00'];
  for (const [i, id] of ids.entries()) {
    if (i % 3 === 2) continue; // all nullable columns left null
    await db()
      .update(jobs)
      .set({
        hiringType: 1,
        salaryMin: Number(salaries[i % salaries.length]),
        salaryMax: Number(salaries[(i + 1) % salaries.length]),
        salaryCurrency: 'VND',
        salaryPeriod: 2,
        salaryNegotiable: i % 2 === 0,
        countryOfWork: awkward[(i + 1) % awkward.length],
        contractDuration: 12,
        contractDurationType: 'month',
        skills: i === 0 ? [] : ['Java', 'C++', awkward[i % awkward.length]!],
        filter1: awkward[(i + 2) % awkward.length],
        filter2: '',
        specialty: 'Ωmega',
        teamAssignment: i === 0 ? [] : [3, 1, 2],
        warrantyPeriod: 0,
        description: '<p>Hello <em>world</em> — “quotes”</p>',
        creditsUsed: 1,
        autoRepost: true,
      })
      .where(eq(jobs.id, id));
  }
  await ctx.database.exec(`
    update jobs set posting_expiry = '9999-12-31T23:59:59.999999Z', posted_at = '1000-01-01T00:00:00Z',
      updated_at = '2026-05-06T07:08:09.123999Z' where id = ${ids[3]};
    update jobs set posting_expiry = '2026-02-28T12:00:00.5+07:00', posted_at = '2026-03-01T00:00:00.000001Z'
      where id = ${ids[4]};`);

  // Nominations on the first job: every status, remarks null and awkward, names awkward, a current
  // title from the work history, and status changes for the time in status.
  const resumeRows = await db()
    .insert(resumes)
    .values(
      Array.from({ length: 14 }, (_, i) => ({
        companyId,
        firstName: awkward[i % awkward.length]! || 'Ana',
        lastName: i % 2 ? 'Trần' : '',
      })),
    )
    .returning({ id: resumes.id });
  await db()
    .insert(resumeWorkExperiences)
    .values([
      { resumeId: resumeRows[0]!.id, periodFrom: '2018-01-01', periodTo: '2021-12-31', company: 'A', position: 'Old' },
      { resumeId: resumeRows[0]!.id, periodFrom: '2022-01-01', company: 'B', position: awkward[0]! },
      { resumeId: resumeRows[1]!.id, periodFrom: '2019-01-01', periodTo: '2020-01-01', company: 'C', position: 'Past' },
    ]);
  const nominationRows = await db()
    .insert(jobResumes)
    .values(
      resumeRows.map((r, i) => ({
        companyId,
        jobId,
        resumeId: r.id,
        status: (i % 12) + 1,
        isPortal: i % 3 === 0 ? 1 : 0,
        remarks: i % 4 === 0 ? null : awkward[i % awkward.length],
      })),
    )
    .returning({ id: jobResumes.id, status: jobResumes.status });
  await db()
    .insert(jobResumeStatusChanges)
    .values([
      {
        companyId,
        jobResumeId: nominationRows[1]!.id,
        fromStatus: 1,
        toStatus: nominationRows[1]!.status,
        createdAt: new Date('2026-04-01T10:00:00.987Z'),
      },
      {
        companyId,
        jobResumeId: nominationRows[2]!.id,
        fromStatus: 1,
        toStatus: 1, // not its current status: the last update stands
        createdAt: new Date('2026-04-02T10:00:00Z'),
      },
    ]);
  await ctx.database.exec(
    `update job_resumes set updated_at = '2026-06-01T00:00:00.999999Z' where id = ${nominationRows[3]!.id}`,
  );
});

afterAll(async () => {
  await general?.close();
  await ctx?.close();
});

describe('given the hot lists answered from one statement', () => {
  it.each([
    '/jobs?$limit=25',
    '/jobs',
    '/jobs?$limit=3',
    '/jobs?$limit=2&$skip=1',
    '/jobs?$limit=4&$skip=6',
    '/jobs?$skip=50',
    '/jobs?$limit=0',
    '/jobs?$limit=200',
  ])('should answer GET %s with the bytes of the general path', async (url) => {
    const fast = await get(ctx.app, url, admin);
    const slow = await get(general, url, admin);
    expect(fast.statusCode).toBe(200);
    expect(slow.statusCode).toBe(200);
    expect(fast.headers['content-type']).toBe(slow.headers['content-type']);
    expect(fast.body).toBe(slow.body);
    expect(fast.json().total).toBe(9);
  });

  it('should answer the nominations of a job with the bytes of the general path', async () => {
    const fast = await get(ctx.app, `/jobs/${jobId}/resumes`, admin);
    const slow = await get(general, `/jobs/${jobId}/resumes`, admin);
    expect(fast.statusCode).toBe(200);
    expect(fast.headers['content-type']).toBe(slow.headers['content-type']);
    expect(fast.body).toBe(slow.body);
    expect(fast.json()).toHaveLength(14);
  });

  it('should answer [] for a job without nominations and 404 for another company’s or a missing job', async () => {
    const empty = await get(ctx.app, `/jobs/${emptyJobId}/resumes`, admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe((await get(general, `/jobs/${emptyJobId}/resumes`, admin)).body);
    expect(empty.json()).toEqual([]);
    for (const id of [otherJobId, 2_000_000_000]) {
      const res = await get(ctx.app, `/jobs/${id}/resumes`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('JOB_NOT_EXISTED');
      expect(res.body).toBe((await get(general, `/jobs/${id}/resumes`, admin)).body);
    }
  });

  it('should answer the other company only its own jobs', async () => {
    const res = await get(ctx.app, '/jobs?$limit=25', otherAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { id: number }) => j.id)).toEqual([otherJobId]);
    expect(res.body).toBe((await get(general, '/jobs?$limit=25', otherAdmin)).body);
  });

  it('should answer the same security and cache headers as the general path', async () => {
    const fast = await get(ctx.app, '/jobs?$limit=2', admin);
    const slow = await get(general, '/jobs?$limit=2', admin);
    const strip = (h: Record<string, unknown>) => {
      const { date: _date, ...rest } = h;
      return rest;
    };
    expect(strip(fast.headers)).toEqual(strip(slow.headers));
  });
});

describe('given a caller who may no longer call the hot lists', () => {
  const hotUrls = () => ['/jobs?$limit=25', `/jobs/${jobId}/resumes`];
  // Bad input on each route: a 400 for a caller who may call it, never for one who may not.
  const badUrls = () => ['/jobs?$limit=25&nope=1', '/jobs?$limit=abc', `/jobs/abc/resumes`, `/jobs/0/resumes`];

  async function freshCaller(values: Partial<{ roles: string[]; permissions: string[] }> = {}) {
    const user = await createStaffUser(db(), { roles: ['account_admin'], companyId, ...values });
    return { user, headers: await login(ctx.app, user.email, user.password) };
  }
  async function expectAnswers(headers: object, status: number, error: string) {
    for (const app of [ctx.app, general]) {
      for (const url of [...hotUrls(), ...badUrls()]) {
        const res = await get(app, url, headers);
        expect({ url, status: res.statusCode, error: res.json().error }).toEqual({ url, status, error });
      }
    }
  }

  it('should answer 400 for bad input from a caller who may call the routes', async () => {
    const { headers } = await freshCaller();
    for (const app of [ctx.app, general]) {
      for (const url of badUrls()) expect((await get(app, url, headers)).statusCode).toBe(400);
    }
  });

  it('should answer 401 at once after the token is revoked (sign-out)', async () => {
    const { headers } = await freshCaller();
    expect((await get(ctx.app, '/jobs?$limit=25', headers)).statusCode).toBe(200);
    expect((await requester(() => ctx.app)('DELETE', '/auth', headers)).statusCode).toBe(204);
    await expectAnswers(headers, 401, 'SESSION_EXPIRED');
  });

  it('should answer 401 at once after the staff record is suspended', async () => {
    const { user, headers } = await freshCaller();
    expect((await get(ctx.app, `/jobs/${jobId}/resumes`, headers)).statusCode).toBe(200);
    await db().update(staff).set({ status: 0 }).where(eq(staff.userId, user.id));
    await expectAnswers(headers, 401, 'SESSION_EXPIRED');
  });

  it('should answer 401 at once after the company is suspended', async () => {
    const company = await createCompany(db());
    const user = await createStaffUser(db(), { roles: ['account_admin'], companyId: company.id });
    const headers = await login(ctx.app, user.email, user.password);
    expect((await get(ctx.app, '/jobs?$limit=25', headers)).statusCode).toBe(200);
    await db().update(companies).set({ status: 0 }).where(eq(companies.id, company.id));
    await expectAnswers(headers, 401, 'SESSION_EXPIRED');
  });

  it('should answer 401 at once after a password change ends the other sessions', async () => {
    const { user, headers } = await freshCaller();
    expect((await get(ctx.app, '/jobs?$limit=25', headers)).statusCode).toBe(200);
    await db().update(users).set({ sessionGeneration: 5 }).where(eq(users.id, user.id));
    await expectAnswers(headers, 401, 'SESSION_EXPIRED');
  });

  it('should answer 401 when the account is gone', async () => {
    const { user, headers } = await freshCaller();
    await db().delete(staff).where(eq(staff.userId, user.id));
    await db().delete(users).where(eq(users.id, user.id));
    await expectAnswers(headers, 401, 'SESSION_EXPIRED');
  });

  it('should answer 401 without a token or with a bad one, before any input check', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      await expectAnswers(headers, 401, 'SESSION_EXPIRED');
    }
  });

  it('should answer 403 to staff without the permission, before any input check', async () => {
    const { headers } = await freshCaller({ roles: ['hr_staff'], permissions: [] });
    await expectAnswers(headers, 403, 'PERMISSION_NOT_ACCEPT');
  });
});

describe('given kept answers (ADR 0207)', () => {
  const claimsOf = (headers: { authorization: string }) =>
    verifyToken(headers.authorization.slice('Bearer '.length), testSecret);
  const versionOf = async (id: number) =>
    String((await db().select().from(companyDataVersions).where(eq(companyDataVersions.companyId, id)))[0]!.version);
  /** The hot answer now, checked against the general path's bytes. */
  async function answer(url: string, headers = admin) {
    const fast = await get(ctx.app, url, headers);
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe((await get(general, url, headers)).body);
    return fast.body;
  }

  it('should read the caller’s company and version alone, and the lists with the version they were read at', async () => {
    const version = await versionOf(companyId);
    expect(await callerVersionRow(db(), claimsOf(admin))).toMatchObject({ companyId, dataVersion: version });
    const jobsRow = await plainJobsRow(db(), claimsOf(admin), jobList.parse({ $limit: '25' }));
    expect(jobsRow).toMatchObject({ companyId, dataVersion: version, total: 9 });
    const text = jobNominationsAnswerSql(Nomination);
    const nominations = await jobNominationsRow(db(), text, claimsOf(admin), jobId);
    expect(nominations).toMatchObject({ dataVersion: version, jobFound: true });
    expect(JSON.parse(nominations!.data)).toHaveLength(14);
    await db().update(jobs).set({ vacancies: 4 }).where(eq(jobs.id, jobId));
    expect((await callerVersionRow(db(), claimsOf(admin)))!.dataVersion).not.toBe(version);
  });

  it('should answer the kept bytes again while nothing changed', async () => {
    for (const url of ['/jobs?$limit=25', `/jobs/${jobId}/resumes`]) {
      const first = await answer(url);
      expect(await answer(url)).toBe(first);
    }
  });

  it.each([
    ['a job edited', () => db().update(jobs).set({ position: 'Renamed welder' }).where(eq(jobs.id, jobId))],
    ['a job added', async () => createJob(db(), { companyId, position: 'Added job' })],
    [
      'a job status renamed',
      () => db().update(jobStatuses).set({ name: 'Open for applications' }).where(eq(jobStatuses.id, 239)),
    ],
    [
      'a nomination added',
      async () => {
        const [r] = await db()
          .insert(resumes)
          .values({ companyId, firstName: 'New', lastName: 'Candidate' })
          .returning();
        await db().insert(jobResumes).values({ companyId, jobId, resumeId: r!.id, status: 1 });
      },
    ],
  ])('should answer the new list at once after %s', async (_what, write) => {
    const jobsBefore = await answer('/jobs?$limit=25');
    const nominationsBefore = await answer(`/jobs/${jobId}/resumes`);
    await write();
    const jobsAfter = await answer('/jobs?$limit=25');
    const nominationsAfter = await answer(`/jobs/${jobId}/resumes`);
    expect([jobsAfter !== jobsBefore, nominationsAfter !== nominationsBefore]).toContain(true);
  });

  it.each([
    [
      'its status moved',
      async (id: number) => {
        await db().update(jobResumes).set({ status: 4 }).where(eq(jobResumes.id, id));
      },
    ],
    [
      'its status log written',
      async (id: number) => {
        const [n] = await db().select().from(jobResumes).where(eq(jobResumes.id, id));
        await db()
          .insert(jobResumeStatusChanges)
          .values({
            companyId,
            jobResumeId: id,
            fromStatus: 1,
            toStatus: n!.status,
            createdAt: new Date('2026-07-01'),
          });
      },
    ],
    [
      'the candidate renamed',
      async (id: number) => {
        const [n] = await db().select().from(jobResumes).where(eq(jobResumes.id, id));
        await db().update(resumes).set({ lastName: 'Renamed' }).where(eq(resumes.id, n!.resumeId));
      },
    ],
    [
      'the candidate’s work history changed',
      async (id: number) => {
        const [n] = await db().select().from(jobResumes).where(eq(jobResumes.id, id));
        await db()
          .insert(resumeWorkExperiences)
          .values({ resumeId: n!.resumeId, periodFrom: '2024-01-01', company: 'Now', position: 'Current title' });
      },
    ],
    [
      'it was removed',
      async (id: number) => {
        await db().delete(jobResumes).where(eq(jobResumes.id, id));
      },
    ],
  ])('should answer the new nominations at once after %s', async (_what, write) => {
    const before = await answer(`/jobs/${jobId}/resumes`);
    const [first] = JSON.parse(before) as { id: number }[];
    await write(first!.id);
    expect(await answer(`/jobs/${jobId}/resumes`)).not.toBe(before);
  });

  it('should keep each company’s answers apart, also for a user moved to another company', async () => {
    const own = await answer('/jobs?$limit=25');
    const other = await answer('/jobs?$limit=25', otherAdmin);
    expect(other).not.toBe(own);
    expect(JSON.parse(other).data.map((j: { companyId: number }) => j.companyId)).not.toContain(companyId);

    const user = await createStaffUser(db(), { roles: ['account_admin'], companyId });
    const headers = await login(ctx.app, user.email, user.password);
    expect(await answer('/jobs?$limit=25', headers)).toBe(own);
    const moved = await createCompany(db(), { name: 'Moved To Co' });
    await createJob(db(), { companyId: moved.id, position: 'Only here' });
    await db().update(staff).set({ companyId: moved.id }).where(eq(staff.userId, user.id));
    const after = JSON.parse(await answer('/jobs?$limit=25', headers));
    expect(after.data.map((j: { position: string }) => j.position)).toEqual(['Only here']);
  });
});
