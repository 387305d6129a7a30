import { nominationStatuses } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import {
  departments,
  jobHistories,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  resumes,
  users,
} from '../../../src/db/schema';
import { csvCell, toCsv } from '../../../src/routes/reports/csv';
import { resolveRange, startOfDay } from '../../../src/routes/reports/range';
import { demoAccounts, seedDemo } from '../../../src/db/seed';
import { createCompany, createJob, createStaffUser } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const clock = new Date('2026-03-31T12:00:00Z');
const day = 86_400_000;
const at = (iso: string) => new Date(iso);
const daysBetween = (a: string, b: string | Date) =>
  ((typeof b === 'string' ? Date.parse(b) : b.getTime()) - Date.parse(a)) / day;

let ctx: TestContext;
const send = requester(() => ctx.app);
let db: Db;
let companyA: number;
let companyB: number;
let reader: { authorization: string };
let readerB: { authorization: string };
let noPermission: { authorization: string };
const ids: Record<string, number> = {};

async function resume(companyId: number, firstName: string) {
  const [row] = await db.insert(resumes).values({ companyId, firstName, lastName: 'Demo' }).returning();
  return row!.id;
}

/** A nomination with its status log: `history` is [status, ISO time] from creation on. */
async function nominate(
  companyId: number,
  target: { jobId?: number; departmentId?: number },
  createdBy: number | null,
  resumeName: string,
  history: Array<[number, string]>,
) {
  const resumeId = await resume(companyId, resumeName);
  const [row] = await db
    .insert(jobResumes)
    .values({
      companyId,
      jobId: target.jobId ?? null,
      departmentId: target.departmentId ?? null,
      resumeId,
      status: history.at(-1)![0],
      createdBy,
      createdAt: at(history[0]![1]),
      updatedAt: at(history.at(-1)![1]),
    })
    .returning();
  await db.insert(jobResumeStatusChanges).values(
    history.map(([status, time], i) => ({
      companyId,
      jobResumeId: row!.id,
      fromStatus: i === 0 ? null : history[i - 1]![0],
      toStatus: status,
      userId: createdBy,
      createdAt: at(time),
    })),
  );
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  db = ctx.database.db;
  companyA = (await createCompany(db, { name: 'Reports A' })).id;
  companyB = (await createCompany(db, { name: 'Reports B' })).id;
  const staffA = await createStaffUser(db, {
    roles: ['hr_staff'],
    companyId: companyA,
    permissions: ['access_all_candidate'],
  });
  const other = await createStaffUser(db, { roles: ['hr_staff'], companyId: companyA, permissions: ['view_all_job'] });
  const staffB = await createStaffUser(db, {
    roles: ['account_admin'],
    companyId: companyB,
    permissions: ['access_all_candidate'],
  });
  reader = await login(ctx.app, staffA.email, staffA.password);
  noPermission = await login(ctx.app, other.email, other.password);
  readerB = await login(ctx.app, staffB.email, staffB.password);
  ids.r1 = staffA.id;
  ids.r2 = other.id;
  await db.update(users).set({ firstName: 'Anh', lastName: 'Trần' }).where(eq(users.id, ids.r1));
  await db.update(users).set({ firstName: 'Ben', lastName: 'Lim' }).where(eq(users.id, ids.r2));

  const [d1] = await db.insert(departments).values({ companyId: companyA, name: 'Marina Tower' }).returning();
  ids.d1 = d1!.id;
  const j1 = await createJob(db, {
    companyId: companyA,
    position: 'Site Engineer',
    createdAt: at('2026-02-01T00:00:00Z'),
  });
  await db.update(jobs).set({ departmentId: ids.d1, publishState: 'jobboard', vacancies: 3 }).where(eq(jobs.id, j1.id));
  ids.j1 = j1.id;
  // J1's history: added (Open by default), closed on 11 March, reopened on 21 March.
  await db.insert(jobHistories).values([
    {
      companyId: companyA,
      jobId: j1.id,
      editType: 'add',
      changes: { position: 'Site Engineer' },
      createdAt: j1.createdAt,
    },
    {
      companyId: companyA,
      jobId: j1.id,
      editType: 'status',
      changes: { jobStatusId: 240 },
      createdAt: at('2026-03-11T00:00:00Z'),
    },
    {
      companyId: companyA,
      jobId: j1.id,
      editType: 'reopen',
      changes: { jobStatusId: 239 },
      createdAt: at('2026-03-21T00:00:00Z'),
    },
  ]);
  ids.j2 = (
    await createJob(db, {
      companyId: companyA,
      position: 'Quantity Surveyor',
      jobStatusId: 242,
      createdAt: at('2026-03-05T00:00:00Z'),
    })
  ).id;
  ids.j3 = (
    await createJob(db, {
      companyId: companyA,
      position: 'Old Closed Job',
      jobStatusId: 240,
      createdAt: at('2025-12-01T00:00:00Z'),
    })
  ).id;

  ids.n1 = await nominate(companyA, { jobId: ids.j1 }, ids.r1, 'One', [
    [1, '2026-03-01T02:00:00Z'],
    [4, '2026-03-05T02:00:00Z'],
    [7, '2026-03-15T02:00:00Z'],
  ]);
  ids.n2 = await nominate(companyA, { jobId: ids.j1 }, ids.r2, 'Two', [
    [1, '2026-03-10T02:00:00Z'],
    [3, '2026-03-12T02:00:00Z'],
  ]);
  ids.n3 = await nominate(companyA, { departmentId: ids.d1 }, ids.r1, 'Three', [[1, '2026-03-20T02:00:00Z']]);
  // 1 March 00:30 in Singapore: inside a range that starts on 1 March.
  ids.n5 = await nominate(companyA, { jobId: ids.j2 }, ids.r2, 'Five', [[1, '2026-02-28T16:30:00Z']]);
  // 28 February 23:30 in Singapore and earlier: outside.
  await nominate(companyA, { jobId: ids.j2 }, ids.r1, 'Six', [[1, '2026-02-28T15:30:00Z']]);
  await nominate(companyA, { jobId: ids.j3 }, ids.r1, 'Four', [[1, '2026-02-20T02:00:00Z']]);

  const jobB = await createJob(db, {
    companyId: companyB,
    position: 'Other Tenant Job',
    createdAt: at('2026-03-02T00:00:00Z'),
  });
  const [dB] = await db.insert(departments).values({ companyId: companyB, name: 'Other Tenant Entity' }).returning();
  await db.update(jobs).set({ departmentId: dB!.id }).where(eq(jobs.id, jobB.id));
  ids.jobB = jobB.id;
  ids.nB = await nominate(companyB, { jobId: jobB.id }, staffB.id, 'Foreign', [[1, '2026-03-03T02:00:00Z']]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers = reader) => send('GET', `/reports/${url}`, headers);
const report = async (url: string, headers = reader) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
};
const march = 'from=2026-03-01&to=2026-03-31';
const zeros = Object.fromEntries(nominationStatuses.items.map((s) => [s.key, 0]));

describe('given the report range', () => {
  it('should cut days in Singapore time and stop the current status at min(now, end of to)', () => {
    const range = resolveRange({ from: '2026-03-01', to: '2026-03-10' }, clock);
    expect(range.start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(range.asOf.toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(resolveRange({ from: '2026-03-01', to: '2026-04-30' }, clock).asOf).toEqual(clock);
    expect(startOfDay('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('should default to the 30 days up to today', () => {
    expect(resolveRange({}, clock)).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01', 'report.fromAfterTo'],
    ['from=2025-01-01&to=2026-03-01', 'report.rangeTooLong'],
    ['from=2026-02-30&to=2026-03-01', 'validation.date'],
  ])('should answer VALIDATION_ERROR for %s', async (query, code) => {
    for (const path of ['resumes-nominated-to-jobs', 'job-listing']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ code }] });
    }
  });

  it('should reject a day that is not YYYY-MM-DD and an unknown status', async () => {
    expect((await get('resumes-nominated-to-jobs?from=1.3.2026')).json().error).toBe('VALIDATION_ERROR');
    expect((await get('resumes-nominated-to-jobs?status=13')).statusCode).toBe(400);
    expect((await get('job-listing?publishState=nowhere')).statusCode).toBe(400);
  });
});

describe('given access to the reports', () => {
  it('should refuse human resource staff without access_all_candidate', async () => {
    for (const path of ['resumes-nominated-to-jobs', 'resumes-nominated-to-hiring-entities', 'job-listing']) {
      expect((await get(`${path}?${march}`, noPermission)).statusCode).toBe(403);
    }
  });

  it("should never show another company's nominations, jobs or entities", async () => {
    for (const path of [
      'resumes-nominated-to-jobs',
      'resumes-nominated-to-hiring-entities',
      'resumes-nominated-by-recruiter',
      'job-listing',
    ]) {
      const mine = await report(`${path}?${march}`);
      const theirs = await report(`${path}?${march}`, readerB);
      const text = JSON.stringify(mine);
      expect(text).not.toContain('Other Tenant');
      expect(text).not.toContain('Foreign');
      expect(JSON.stringify(theirs)).not.toMatch(/Site Engineer|Marina Tower|Quantity Surveyor/);
    }
    const jobsB = await report(`resumes-nominated-to-jobs?${march}`, readerB);
    expect(jobsB.data).toEqual([expect.objectContaining({ id: ids.jobB, total: 1 })]);
  });
});

describe('given nominations with hand-made status histories and a fixed clock', () => {
  it('should count nominations per job by status with every status key in the domain order', async () => {
    const body = await report(`resumes-nominated-to-jobs?${march}`);
    expect(body).toMatchObject({ total: 2, skip: 0, from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Singapore' });
    const [j1, j2] = body.data as Json[];
    expect(j1).toMatchObject({ id: ids.j2, name: 'Quantity Surveyor', total: 1 });
    expect(Object.keys(j1!.counts)).toEqual(nominationStatuses.items.map((s) => s.key));
    expect(j2!.counts).toEqual({ ...zeros, jobOffered: 1, notSuitable: 1 });
    expect(body.summary.total).toBe(3);
    expect(body.summary.counts).toEqual({ ...zeros, open: 1, jobOffered: 1, notSuitable: 1 });
  });

  it('should give average and median days in each status from consecutive log rows', async () => {
    const body = await report(`resumes-nominated-to-jobs?${march}&$sort[name]=-1`);
    const j1 = (body.data as Json[])[0]!;
    expect(j1.id).toBe(ids.j1);
    expect(j1.timeInStatus.open).toEqual({ averageDays: 3, medianDays: 3, nominations: 2 });
    expect(j1.timeInStatus.interview).toEqual({ averageDays: 10, medianDays: 10, nominations: 1 });
    expect(j1.timeInStatus.jobOffered.averageDays).toBeCloseTo(daysBetween('2026-03-15T02:00:00Z', clock), 2);
    expect(j1.timeInStatus.notSuitable.medianDays).toBeCloseTo(daysBetween('2026-03-12T02:00:00Z', clock), 2);
    expect(j1.timeInStatus.commenced).toEqual({ averageDays: null, medianDays: null, nominations: 0 });
    // Over both jobs: open for 4, 2 and 30.8 days (five).
    const five = daysBetween('2026-02-28T16:30:00Z', clock);
    expect(body.summary.timeInStatus.open.nominations).toBe(3);
    expect(body.summary.timeInStatus.open.averageDays).toBeCloseTo((4 + 2 + five) / 3, 2);
    expect(body.summary.timeInStatus.open.medianDays).toBe(4);
  });

  it('should count status and time as at the end of a past range', async () => {
    const body = await report('resumes-nominated-to-jobs?from=2026-03-01&to=2026-03-10');
    expect(body.asOf).toBe('2026-03-10T16:00:00.000Z');
    const j1 = (body.data as Json[]).find((r) => r.id === ids.j1)!;
    expect(j1.counts).toEqual({ ...zeros, open: 1, interview: 1 });
    expect(j1.timeInStatus.interview.averageDays).toBeCloseTo(
      daysBetween('2026-03-05T02:00:00Z', '2026-03-10T16:00:00Z'),
      2,
    );
    expect(j1.timeInStatus.jobOffered.nominations).toBe(0);
  });

  it('should filter by the status at the end of the range', async () => {
    const open = await report(`resumes-nominated-to-jobs?${march}&status=1`);
    expect(open.data.map((r: Json) => r.id)).toEqual([ids.j2]);
    const some = await report(`resumes-nominated-to-hiring-entities?${march}&status[]=7&status[]=3`);
    expect(some.data).toEqual([
      expect.objectContaining({ id: ids.d1, total: 2, counts: { ...zeros, jobOffered: 1, notSuitable: 1 } }),
    ]);
  });

  it('should group hiring entities over direct nominations and nominations to their jobs', async () => {
    const body = await report(`resumes-nominated-to-hiring-entities?${march}`);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: ids.d1,
        name: 'Marina Tower',
        total: 3,
        counts: { ...zeros, open: 1, jobOffered: 1, notSuitable: 1 },
      }),
    ]);
  });

  it('should group by the staff user who nominated, with paging and sorting', async () => {
    const body = await report(`resumes-nominated-by-recruiter?${march}&$sort[total]=-1&$sort[name]=1`);
    expect(body.data.map((r: Json) => [r.name, r.total])).toEqual([
      ['Anh Trần', 2],
      ['Ben Lim', 2],
    ]);
    const page = await report(`resumes-nominated-by-recruiter?${march}&$sort[name]=-1&$limit=1&$skip=1`);
    expect(page).toMatchObject({ total: 2, limit: 1, skip: 1 });
    expect(page.data.map((r: Json) => r.id)).toEqual([ids.r1]);
    expect((await get(`resumes-nominated-by-recruiter?$sort[nope]=1`)).statusCode).toBe(400);
  });
});

describe('given the job listing report', () => {
  it('should list jobs created or open in the range with days in each job status from the history', async () => {
    const body = await report(`job-listing?${march}&$sort[id]=1`);
    expect(body.data.map((r: Json) => r.id)).toEqual([ids.j1, ids.j2]);
    const [j1, j2] = body.data as Json[];
    expect(j1).toMatchObject({
      position: 'Site Engineer',
      hiringEntity: 'Marina Tower',
      jobStatusId: 239,
      jobStatus: 'Open',
      publishState: 'jobboard',
      vacancies: 3,
      totalNominations: 2,
      counts: { ...zeros, jobOffered: 1, notSuitable: 1 },
      daysOpen: 38 + 10.5,
      daysInStatus: { open: 48.5, close: 10, others: 0, forTender: 0, successful: 0 },
    });
    expect(j2).toMatchObject({ jobStatusId: 242, daysOpen: 0, totalNominations: 2, daysInStatus: { others: 26.5 } });
    expect(body.summary).toMatchObject({ vacancies: 4, totalNominations: 4 });
  });

  it('should leave out a job that was closed for the whole range and report the status at its end', async () => {
    const closed = await report('job-listing?from=2026-03-12&to=2026-03-15');
    expect(closed.data.map((r: Json) => r.id)).toEqual([]);
    const later = await report('job-listing?from=2026-03-12&to=2026-03-25');
    expect(later.data).toEqual([expect.objectContaining({ id: ids.j1, jobStatusId: 239 })]);
    const early = await report('job-listing?from=2026-03-01&to=2026-03-15&$sort[id]=1');
    expect(early.data[0]).toMatchObject({ id: ids.j1, jobStatusId: 240, daysInStatus: { close: 4.67 } });
  });

  it('should filter by job status and publish state', async () => {
    expect((await report(`job-listing?${march}&jobStatusId=242`)).data.map((r: Json) => r.id)).toEqual([ids.j2]);
    expect((await report(`job-listing?${march}&publishState=jobboard`)).data.map((r: Json) => r.id)).toEqual([ids.j1]);
  });
});

describe('given a CSV export', () => {
  it('should quote per RFC 4180 and defuse formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+65 1234')).toBe("'+65 1234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(null)).toBe('');
  });

  it.each([
    [';=cmd|calc', `";'=cmd|calc"`],
    ['Lotus;=HYPERLINK("x")', `"Lotus;'=HYPERLINK(""x"")"`],
    ['a, =1+1', `"a,' =1+1"`],
    ['a;@SUM(1)', `"a;'@SUM(1)"`],
    ['\t=1', `'\t=1`],
    [' =1+1', `' =1+1`],
    ['"=1+1', `"'""=1+1"`],
    ['semi;colon', '"semi;colon"'],
  ])('should neutralise %j for locales whose list separator is ; (as Vietnamese)', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
    // Split the way a ;-separated spreadsheet would (quotes only count at the start of a field): no part is a formula.
    for (const part of cell.split(/[;,]/)) expect(part.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
    expect(toCsv([['a'], ['b']]).toString('utf8')).toBe('\uFEFFa\r\nb\r\n');
  });

  it('should download a report with a BOM, localized headers and a file name with the range', async () => {
    const [evil] = await db
      .insert(departments)
      .values({ companyId: companyA, name: '=HYPERLINK("http://x"), Nguyễn' })
      .returning();
    await nominate(companyA, { departmentId: evil!.id }, ids.r1!, 'Evil', [[1, '2026-03-25T02:00:00Z']]);
    const res = await get(`resumes-nominated-to-hiring-entities?${march}&format=csv&lang=vn`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'filename="resumes-nominated-to-hiring-entities_2026-03-01_2026-03-31.csv"',
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Mã,Đơn vị tuyển dụng,Tổng,/);
    expect(lines).toContain(
      `${evil!.id},"'=HYPERLINK(""http://x""), Nguyễn",1,1,${'0,'.repeat(11)}6.42,6.42${',,'.repeat(11)}`,
    );
    expect(lines.at(-2)).toMatch(/^,Tất cả,4,2,0,1,0,0,0,1,/);
    expect(lines.at(-1)).toBe('');
    const en = await get(`job-listing?${march}&format=csv&lang=en`);
    const header = en.rawPayload.toString('utf8').slice(1).split('\r\n')[0];
    expect(header).toMatch(
      /^ID,Job,Hiring entity,Job status,Publish state,Vacancies,Created on,Days open,Nominations,Open,/,
    );
    expect(en.rawPayload.toString('utf8')).toContain(`${ids.j1},Site Engineer,Marina Tower,Open,`);
  });
});

describe('given a few thousand generated nominations', () => {
  it('should give the same counts and times as a straightforward computation', async () => {
    const company = (await createCompany(db, { name: 'Reports Bulk' })).id;
    const staff = await createStaffUser(db, { roles: ['account_admin'], companyId: company, permissions: [] });
    const admin = await login(ctx.app, staff.email, staff.password);
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const jobIds: number[] = [];
    for (let i = 0; i < 12; i++) jobIds.push((await createJob(db, { companyId: company, position: `Bulk ${i}` })).id);
    const resumeRows = await db
      .insert(resumes)
      .values(Array.from({ length: 250 }, (_, i) => ({ companyId: company, firstName: `Bulk${i}` })))
      .returning({ id: resumes.id });
    const base = Date.parse('2026-01-01T00:00:00Z');
    const asOf = clock.getTime();
    const plans: Array<{ jobId: number; history: Array<[number, number]> }> = [];
    for (const jobId of jobIds) {
      for (let r = 0; r < resumeRows.length; r++) {
        const steps = 1 + Math.floor(next() * 4);
        const history: Array<[number, number]> = [];
        let t = base + Math.floor(next() * 80 * day);
        for (let s = 0; s < steps; s++) {
          history.push([s === 0 ? 1 : 1 + Math.floor(next() * 12), t]);
          t += Math.floor(next() * 20 * day);
        }
        plans.push({ jobId, history: history.filter(([, time]) => time <= asOf || time === history[0]![1]) });
      }
    }
    for (let i = 0; i < plans.length; i += 1000) {
      const chunk = plans.slice(i, i + 1000);
      const rows = await db
        .insert(jobResumes)
        .values(
          chunk.map((p, k) => ({
            companyId: company,
            jobId: p.jobId,
            resumeId: resumeRows[(i + k) % resumeRows.length]!.id,
            status: p.history.at(-1)![0],
            createdBy: staff.id,
            createdAt: new Date(p.history[0]![1]),
          })),
        )
        .returning({ id: jobResumes.id });
      await db.insert(jobResumeStatusChanges).values(
        chunk.flatMap((p, k) =>
          p.history.map(([status, time]) => ({
            companyId: company,
            jobResumeId: rows[k]!.id,
            toStatus: status,
            createdAt: new Date(time),
          })),
        ),
      );
    }
    expect(plans.length).toBe(3000);

    const body = await report('resumes-nominated-to-jobs?from=2026-01-01&to=2026-03-31&$limit=200', admin);
    expect(body.total).toBe(12);
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const m = s.length / 2;
      return s.length % 2 ? s[Math.floor(m)]! : (s[m - 1]! + s[m]!) / 2;
    };
    for (const row of body.data as Json[]) {
      const mine = plans.filter((p) => p.jobId === row.id);
      expect(row.total).toBe(mine.length);
      for (const status of nominationStatuses.items) {
        expect(row.counts[status.key]).toBe(mine.filter((p) => p.history.at(-1)![0] === status.id).length);
        const spent = mine
          .map((p) =>
            p.history.reduce(
              (sum, [s, time], i) => (s === status.id ? sum + ((p.history[i + 1]?.[1] ?? asOf) - time) / day : sum),
              0,
            ),
          )
          .filter((_, i) => mine[i]!.history.some(([s]) => s === status.id));
        const stat = row.timeInStatus[status.key];
        expect(stat.nominations).toBe(spent.length);
        if (spent.length === 0) continue;
        expect(stat.averageDays).toBeCloseTo(spent.reduce((a, b) => a + b, 0) / spent.length, 1);
        expect(stat.medianDays).toBeCloseTo(median(spent), 1);
      }
    }
  });
});

describe('given the demo seed', () => {
  let live: TestContext;
  beforeAll(async () => {
    // The seed's times are relative to the real day of seeding: this app runs on the real clock.
    live = await createTestContext();
  });
  afterAll(async () => {
    await live?.close();
  });

  it('should give the demo company nominations across statuses, entities and recruiters, once', async () => {
    const admin = await login(live.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 120 * day).toISOString().slice(0, 10);
    const range = `from=${from}&to=${today}`;
    const onLive = requester(() => live.app);
    const report = async (url: string) => {
      const res = await onLive('GET', `/reports/${url}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Json;
    };
    const byRecruiter = await report(`resumes-nominated-by-recruiter?${range}`);
    const byEntity = await report(`resumes-nominated-to-hiring-entities?${range}`);
    const byJob = await report(`resumes-nominated-to-jobs?${range}`);
    expect(byRecruiter.total).toBe(3);
    expect(byEntity.total).toBe(3);
    expect(byJob.total).toBe(6);
    expect(byJob.summary.total).toBe(36);
    expect(byRecruiter.summary.total).toBe(48);
    const used = Object.values(byRecruiter.summary.counts as Record<string, number>).filter((n) => n > 0);
    expect(used.length).toBeGreaterThanOrEqual(10);
    expect(byRecruiter.summary.timeInStatus.interview.nominations).toBeGreaterThan(0);
    await seedDemo(live.database.db);
    expect((await report(`resumes-nominated-by-recruiter?${range}`)).summary.total).toBe(48);
  });
});
