import { skillsSuitability, skillsToTsVector } from '@arms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  companySectors,
  departmentContacts,
  departments,
  disciplines,
  educations,
  jobHistories,
  jobResumes,
  jobs,
  levels,
  resumes,
  sectors,
  staff,
} from '../../../src/db/schema';
import { createCompany, createJob, createStaffUser, multipart, pdfDocument } from '../../fixtures';
import { createTestContext, login, type TestContext, requester } from '../../harness';

type Headers = { authorization: string };
let ctx: TestContext;
let admin: Headers;
let other: Headers;
let companyId: number;
let otherCompanyId: number;
let adminUserId: number;
let colleague: { userId: number; staffId: number; headers: Headers };
let inactiveStaffId: number;
let foreignStaffId: number;
let ref: {
  sector: number;
  secondSector: number;
  suspendedSector: number;
  companySector: number;
  foreignCompanySector: number;
  education: number;
  suspendedEducation: number;
  discipline: number;
  secondDiscipline: number;
  level: number;
};

let seq = 0;
const name = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

async function staffIdOf(userId: number) {
  const [row] = await ctx.database.db.select({ id: staff.id }).from(staff).where(eq(staff.userId, userId));
  return row!.id;
}

async function platformItem(table: typeof sectors, prefix: string, status = 1) {
  const [row] = await ctx.database.db
    .insert(table)
    .values({ name: name(prefix), status })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const company = await createCompany(db, { name: 'Relations Co' });
  companyId = company.id;
  const otherCompany = await createCompany(db, { name: 'Relations Other Co' });
  otherCompanyId = otherCompany.id;
  const allPermissions = ['view_all_job', 'view_assigned_job', 'post_job', 'access_all_candidate'];
  const a = await createStaffUser(db, { roles: ['account_admin'], companyId, permissions: allPermissions });
  adminUserId = a.id;
  admin = await login(ctx.app, a.email, a.password);
  const c = await createStaffUser(db, { roles: ['hr_staff'], companyId, permissions: allPermissions });
  colleague = { userId: c.id, staffId: await staffIdOf(c.id), headers: await login(ctx.app, c.email, c.password) };
  const inactive = await createStaffUser(db, { roles: ['hr_staff'], companyId, status: 0 });
  inactiveStaffId = await staffIdOf(inactive.id);
  const o = await createStaffUser(db, {
    roles: ['account_admin'],
    companyId: otherCompanyId,
    permissions: allPermissions,
  });
  foreignStaffId = await staffIdOf(o.id);
  other = await login(ctx.app, o.email, o.password);
  const [companySector] = await db
    .insert(companySectors)
    .values({ companyId, name: name('Own sector') })
    .returning();
  const [foreignCompanySector] = await db
    .insert(companySectors)
    .values({ companyId: otherCompanyId, name: name('Foreign sector') })
    .returning();
  ref = {
    sector: await platformItem(sectors, 'Sector'),
    secondSector: await platformItem(sectors, 'Sector'),
    suspendedSector: await platformItem(sectors, 'Sector', 0),
    companySector: companySector!.id,
    foreignCompanySector: foreignCompanySector!.id,
    education: await platformItem(educations as unknown as typeof sectors, 'Education'),
    suspendedEducation: await platformItem(educations as unknown as typeof sectors, 'Education', 0),
    discipline: await platformItem(disciplines as unknown as typeof sectors, 'Discipline'),
    secondDiscipline: await platformItem(disciplines as unknown as typeof sectors, 'Discipline'),
    level: await platformItem(levels as unknown as typeof sectors, 'Level'),
  };
});
afterAll(async () => {
  await ctx?.close();
});

const call = requester(() => ctx.app);

const newJob = (position = name('Job')) => createJob(ctx.database.db, { companyId, position });

async function historyOf(jobId: number) {
  return ctx.database.db.select().from(jobHistories).where(eq(jobHistories.jobId, jobId)).orderBy(jobHistories.id);
}

describe('given the co-owners of a job', () => {
  it('should add an active staff member of the company and record "Update internal info"', async () => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      expect.objectContaining({ staffId: colleague.staffId, userId: colleague.userId, firstName: 'Test' }),
    ]);
    const history = await historyOf(job.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      editType: 'updateInternalInfo',
      changes: { coOwners: { added: [colleague.staffId] } },
      userId: adminUserId,
    });
    const listed = await call('GET', `/jobs/${job.id}/co-owners`, admin);
    expect(listed.json().map((r: { staffId: number }) => r.staffId)).toEqual([colleague.staffId]);
  });

  it('should keep one link and one history entry when the same co-owner is added twice', async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    const again = await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toHaveLength(1);
    expect(await historyOf(job.id)).toHaveLength(1);
  });

  it('should refuse an inactive staff member with VALIDATION_ERROR', async () => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: inactiveStaffId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'staffId', code: 'validation.notActiveStaff' }],
    });
    expect(await historyOf(job.id)).toHaveLength(0);
  });

  // Issue 19: an id in a body naming another company's record, or none, is 404 like any other.
  it.each([
    ["another company's staff member", () => foreignStaffId],
    ['an unknown staff id', () => 999999],
  ])('should refuse %s with NO_RECORD_FOUND_FOR_ID (404)', async (_label, staffId) => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: staffId() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NO_RECORD_FOUND_FOR_ID' });
    expect(await historyOf(job.id)).toHaveLength(0);
  });

  it('should remove a co-owner, and answer NO_RECORD_FOUND_FOR_ID for one that is not', async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    const removed = await call('DELETE', `/jobs/${job.id}/co-owners?staffId=${colleague.staffId}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect((await historyOf(job.id)).at(-1)).toMatchObject({
      editType: 'updateInternalInfo',
      changes: { coOwners: { removed: [colleague.staffId] } },
    });
    const again = await call('DELETE', `/jobs/${job.id}/co-owners?staffId=${colleague.staffId}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
  });

  it("should answer 404 JOB_NOT_EXISTED to another company's user", async () => {
    const job = await newJob();
    for (const res of [
      await call('GET', `/jobs/${job.id}/co-owners`, other),
      await call('POST', `/jobs/${job.id}/co-owners`, other, { staffId: foreignStaffId }),
      await call('DELETE', `/jobs/${job.id}/co-owners?staffId=${foreignStaffId}`, other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('JOB_NOT_EXISTED');
    }
  });

  it('should list co-owned jobs in the "assigned to me" listing next to team assignments', async () => {
    const coOwned = await newJob(name('Co-owned'));
    const assigned = await newJob(name('Assigned'));
    const neither = await newJob(name('Neither'));
    await ctx.database.db
      .update(jobs)
      .set({ teamAssignment: [colleague.staffId] })
      .where(eq(jobs.id, assigned.id));
    await call('POST', `/jobs/${coOwned.id}/co-owners`, admin, { staffId: colleague.staffId });
    const page = await call('GET', '/jobs/assigned?$limit=-1', colleague.headers);
    expect(page.statusCode).toBe(200);
    const ids = page.json().data.map((j: { id: number }) => j.id);
    expect(ids).toEqual(expect.arrayContaining([coOwned.id, assigned.id]));
    expect(ids).not.toContain(neither.id);
    expect(page.json().total).toBe(ids.length);
  });
});

describe('given the project contacts of a job', () => {
  async function entityWithContact(ofCompany = companyId) {
    const db = ctx.database.db;
    const [dept] = await db
      .insert(departments)
      .values({ companyId: ofCompany, name: name('Entity') })
      .returning();
    const [contact] = await db
      .insert(departmentContacts)
      .values({ companyId: ofCompany, departmentId: dept!.id, firstName: 'Hiring', lastName: 'Manager' })
      .returning();
    return { departmentId: dept!.id, contactId: contact!.id };
  }

  it("should attach several hiring-manager contacts of the job's hiring entity", async () => {
    const entity = await entityWithContact();
    const [second] = await ctx.database.db
      .insert(departmentContacts)
      .values({ companyId, departmentId: entity.departmentId, firstName: 'Another' })
      .returning();
    const job = await newJob();
    await ctx.database.db.update(jobs).set({ departmentId: entity.departmentId }).where(eq(jobs.id, job.id));
    await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId: entity.contactId });
    const res = await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId: second!.id });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .map((c: { contactId: number }) => c.contactId)
        .sort(),
    ).toEqual([entity.contactId, second!.id].sort());
    expect((await historyOf(job.id)).map((h) => h.editType)).toEqual(['updateInternalInfo', 'updateInternalInfo']);
  });

  it('should answer PROJECT_NOT_EXISTED when the job has no hiring entity', async () => {
    const entity = await entityWithContact();
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId: entity.contactId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('PROJECT_NOT_EXISTED');
  });

  it('should refuse a contact of another hiring entity with VALIDATION_ERROR', async () => {
    const mine = await entityWithContact();
    const elsewhere = await entityWithContact();
    const job = await newJob();
    await ctx.database.db.update(jobs).set({ departmentId: mine.departmentId }).where(eq(jobs.id, job.id));
    const res = await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId: elsewhere.contactId });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'contactId', code: 'validation.contactNotOfHiringEntity' }]);
  });

  // Issue 19: an id in a body naming another company's record, or none, is 404 like any other.
  it("should refuse another company's contact, or one that does not exist, with NO_RECORD_FOUND_FOR_ID (404)", async () => {
    const mine = await entityWithContact();
    const foreign = await entityWithContact(otherCompanyId);
    const job = await newJob();
    await ctx.database.db.update(jobs).set({ departmentId: mine.departmentId }).where(eq(jobs.id, job.id));
    for (const contactId of [foreign.contactId, 2_000_000_000]) {
      const res = await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    }
    expect(await historyOf(job.id)).toHaveLength(0);
  });

  it('should detach a contact and record it', async () => {
    const entity = await entityWithContact();
    const job = await newJob();
    await ctx.database.db.update(jobs).set({ departmentId: entity.departmentId }).where(eq(jobs.id, job.id));
    await call('POST', `/jobs/${job.id}/project-contacts`, admin, { contactId: entity.contactId });
    const res = await call('DELETE', `/jobs/${job.id}/project-contacts?contactId=${entity.contactId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await historyOf(job.id)).at(-1)!.changes).toEqual({ projectContacts: { removed: [entity.contactId] } });
  });
});

describe('given the educations of a job', () => {
  it('should add an education from the reference list and record an "Update"', async () => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/educations`, admin, { educationId: ref.education });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([{ educationId: ref.education, name: expect.stringContaining('Education') }]);
    expect((await historyOf(job.id))[0]).toMatchObject({
      editType: 'update',
      changes: { educations: { added: [ref.education] } },
    });
  });

  it.each([
    ['an unknown', () => 999999],
    ['a suspended', () => ref.suspendedEducation],
  ])('should answer NO_RECORD_FOUND_FOR_ID for %s education', async (_label, id) => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/educations`, admin, { educationId: id() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
  });

  it('should remove an education', async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/educations`, admin, { educationId: ref.education });
    const res = await call('DELETE', `/jobs/${job.id}/educations?educationId=${ref.education}`, admin);
    expect(res.json()).toEqual([]);
    const missing = await call('DELETE', `/jobs/${job.id}/educations?educationId=${ref.education}`, admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('given the sectors of a job', () => {
  it("should add a platform sector and one of the company's own sectors", async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/sectors`, admin, { sectorId: ref.sector });
    const res = await call('POST', `/jobs/${job.id}/sectors`, admin, { companySectorId: ref.companySector });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([
      { sectorId: ref.sector, companySectorId: null, name: expect.stringContaining('Sector') },
      { sectorId: null, companySectorId: ref.companySector, name: expect.stringContaining('Own sector') },
    ]);
  });

  it.each([
    ['an unknown sector', () => ({ sectorId: 999999 })],
    ['a suspended sector', () => ({ sectorId: ref.suspendedSector })],
    ["another company's sector", () => ({ companySectorId: ref.foreignCompanySector })],
  ])('should answer SECTOR_NOT_EXISTED for %s', async (_label, input) => {
    const job = await newJob();
    const body = input();
    const res = await call('POST', `/jobs/${job.id}/sectors`, admin, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('SECTOR_NOT_EXISTED');
  });

  it('should require exactly one of sectorId and companySectorId', async () => {
    const job = await newJob();
    for (const body of [{}, { sectorId: ref.sector, companySectorId: ref.companySector }]) {
      const res = await call('POST', `/jobs/${job.id}/sectors`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'sectorId', code: 'validation.oneSectorRequired' }]);
    }
  });

  it('should add a sector once and remove it by its id', async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/sectors`, admin, { companySectorId: ref.companySector });
    await call('POST', `/jobs/${job.id}/sectors`, admin, { companySectorId: ref.companySector });
    expect(await historyOf(job.id)).toHaveLength(1);
    const res = await call('DELETE', `/jobs/${job.id}/sectors?companySectorId=${ref.companySector}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('given the sector filters of a job', () => {
  it('should add filter rows and delete every row matching a filter', async () => {
    const job = await newJob();
    const add = (body: object) => call('POST', `/jobs/${job.id}/sector-filters`, admin, body);
    await add({ sectorId: ref.sector, disciplineId: ref.discipline });
    await add({ sectorId: ref.sector, disciplineId: ref.secondDiscipline, levelId: ref.level });
    const third = await add({ sectorId: ref.secondSector });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toHaveLength(3);
    const duplicate = await add({ sectorId: ref.secondSector, disciplineId: null });
    expect(duplicate.json()).toHaveLength(3);

    const res = await call('DELETE', `/jobs/${job.id}/sector-filters?sectorId=${ref.sector}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ sectorId: ref.secondSector, disciplineId: null, levelId: null }),
    ]);
    const history = await historyOf(job.id);
    expect(history.map((h) => h.editType)).toEqual(Array(4).fill('updateInternalInfo'));
    expect((history.at(-1)!.changes as { sectorFilters: { removed: unknown[] } }).sectorFilters.removed).toHaveLength(
      2,
    );
    const none = await call('DELETE', `/jobs/${job.id}/sector-filters?levelId=${ref.level}`, admin);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toHaveLength(1);
    expect(await historyOf(job.id)).toHaveLength(4);
  });

  it('should refuse a delete without any filter field', async () => {
    const job = await newJob();
    const res = await call('DELETE', `/jobs/${job.id}/sector-filters`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('should refuse an unknown discipline or sector', async () => {
    const job = await newJob();
    const discipline = await call('POST', `/jobs/${job.id}/sector-filters`, admin, {
      sectorId: ref.sector,
      disciplineId: 999999,
    });
    expect(discipline.statusCode).toBe(404);
    expect(discipline.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    const sector = await call('POST', `/jobs/${job.id}/sector-filters`, admin, { sectorId: 999999 });
    expect(sector.json().error).toBe('SECTOR_NOT_EXISTED');
  });
});

describe('given the skills of a job', () => {
  it('should add a skill trimmed, keep it once ignoring case, and remove it ignoring case', async () => {
    const job = await newJob();
    const added = await call('POST', `/jobs/${job.id}/skills`, admin, { skill: '  Spring   Boot ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ skills: ['Spring Boot'] });
    const again = await call('POST', `/jobs/${job.id}/skills`, admin, { skill: 'spring boot' });
    expect(again.json()).toEqual({ skills: ['Spring Boot'] });
    await call('POST', `/jobs/${job.id}/skills`, admin, { skill: 'Kafka' });
    const removed = await call('DELETE', `/jobs/${job.id}/skills?skill=SPRING%20BOOT`, admin);
    expect(removed.json()).toEqual({ skills: ['Kafka'] });
    const read = await call('GET', `/jobs/${job.id}`, admin);
    expect(read.json().skills).toEqual(['Kafka']);
    const history = await historyOf(job.id);
    expect(history.map((h) => [h.editType, h.changes])).toEqual([
      ['update', { skills: ['Spring Boot'] }],
      ['update', { skills: ['Spring Boot', 'Kafka'] }],
      ['update', { skills: ['Kafka'] }],
    ]);
  });

  it('should answer NO_RECORD_FOUND_FOR_ID when removing a skill the job lacks, and refuse a blank skill', async () => {
    const job = await newJob();
    const missing = await call('DELETE', `/jobs/${job.id}/skills?skill=Cobol`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    const blank = await call('POST', `/jobs/${job.id}/skills`, admin, { skill: '   ' });
    expect(blank.statusCode).toBe(400);
  });

  it("should answer 404 to another company's user", async () => {
    const job = await newJob();
    const res = await call('POST', `/jobs/${job.id}/skills`, other, { skill: 'Java' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
  });
});

describe('given GET /jobs/search', () => {
  let company: number;
  let headers: Headers;
  let entityId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = ctx.database.db;
    company = (await createCompany(db, { name: 'Search Co' })).id;
    const u = await createStaffUser(db, { roles: ['account_admin'], companyId: company });
    headers = await login(ctx.app, u.email, u.password);
    const [dept] = await db.insert(departments).values({ companyId: company, name: 'Search entity' }).returning();
    entityId = dept!.id;
    const rows: Array<[string, string, string | null, string[], number, Date, number | null]> = [
      ['titleJava', 'Senior Java Developer', 'Build services', ['Spring Boot'], 239, new Date('2026-01-05'), dept!.id],
      ['skillJava', 'Backend Engineer', 'Microservices', ['Java', 'Kafka'], 239, new Date('2026-02-05'), null],
      ['textJava', 'Accountant', 'Some Java knowledge is a plus', ['Excel'], 240, new Date('2026-03-05'), null],
      ['other', 'Nurse', 'Night shifts', [], 239, new Date('2026-04-05'), null],
    ];
    for (const [key, position, description, skills, status, createdAt, departmentId] of rows) {
      const [row] = await db
        .insert(jobs)
        .values({
          companyId: company,
          position,
          description,
          skills,
          jobStatusId: status,
          createdAt,
          updatedAt: createdAt,
          departmentId,
        })
        .returning();
      ids[key] = row!.id;
    }
    await createJob(db, { companyId: otherCompanyId, position: 'Java Architect' });
  });

  const search = (query: string) => call('GET', `/jobs/search?${query}`, headers);

  it('should rank a match in the position above skills above the description', async () => {
    const res = await search('q=java');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().data.map((j: { id: number }) => j.id)).toEqual([ids.titleJava, ids.skillJava, ids.textJava]);
  });

  it('should match word prefixes and need every word', async () => {
    const res = await search('q=jav%20dev');
    expect(res.json().data.map((j: { id: number }) => j.id)).toEqual([ids.titleJava]);
  });

  it('should filter by status, hiring entity and created range', async () => {
    const closed = await search('q=java&jobStatusId=240');
    expect(closed.json().data.map((j: { id: number }) => j.id)).toEqual([ids.textJava]);
    const entity = await search(`departmentId=${entityId}`);
    expect(entity.json().data.map((j: { id: number }) => j.id)).toEqual([ids.titleJava]);
    const range = await search('createdAt[$gte]=2026-02-01T00:00:00Z&createdAt[$lt]=2026-04-01T00:00:00Z');
    expect(range.json().data.map((j: { id: number }) => j.id)).toEqual([ids.textJava, ids.skillJava]);
  });

  it("should page, list every job without q, and never show another company's job", async () => {
    const all = await search('$limit=2');
    expect(all.json()).toMatchObject({ total: 4, limit: 2, skip: 0 });
    expect(all.json().data.map((j: { id: number }) => j.id)).toEqual([ids.other, ids.textJava]);
    const architect = await search('q=architect');
    expect(architect.json().total).toBe(0);
  });

  it('should treat a query without words as no text condition and refuse unknown filters', async () => {
    expect((await search('q=%2B%2B%2B')).json().total).toBe(4);
    expect((await search('salary=1')).statusCode).toBe(400);
  });

  it('should be able to answer from the jobs_search_idx index', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const out = (await tx.execute(
        sql`explain select id from jobs where job_search_document(position, description, skills) @@ to_tsquery('simple', 'java:*')`,
      )) as unknown as { rows: Array<Record<string, string>> };
      return out.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('jobs_search_idx');
  });
});

describe('given POST /jobs/length-skills-match', () => {
  let company: number;
  let headers: Headers;
  const skillSets = [
    ['Java', 'Spring Boot 3', 'SQL', 'Docker', 'Kafka'],
    ['Core Java', 'Spring Boot', 'SQL', 'Docker', 'AWS'],
    ['Java', 'SQL'],
    ['Python', 'SQL', 'Docker'],
    ['Excel'],
  ];

  beforeAll(async () => {
    const db = ctx.database.db;
    company = (await createCompany(db, { name: 'Match Co' })).id;
    const u = await createStaffUser(db, { roles: ['account_admin'], companyId: company });
    headers = await login(ctx.app, u.email, u.password);
    for (const [i, skills] of skillSets.entries()) {
      await db.insert(resumes).values({
        companyId: company,
        firstName: `Candidate${i}`,
        skills,
        skillsVector: sql`${skillsToTsVector(skills)}::tsvector`,
      } as never);
    }
    // Another company's resume with every skill never counts.
    await db.insert(resumes).values({
      companyId: otherCompanyId,
      firstName: 'Foreign',
      skills: ['Java', 'SQL', 'Spring Boot', 'Docker', 'Kafka'],
      skillsVector: sql`${skillsToTsVector(['Java', 'SQL', 'Spring Boot', 'Docker', 'Kafka'])}::tsvector`,
    } as never);
  });

  const match = (body: object, as = headers) => call('POST', '/jobs/length-skills-match', as, body);
  const expected = (jobSkills: string[]) =>
    skillSets.filter((s) => {
      const r = skillsSuitability(jobSkills, s);
      return (
        r.verdict === 'suitable' || (r.verdict === 'insufficient-criteria' && r.matched === r.total && r.total > 0)
      );
    }).length;

  it('should count resumes holding every skill when there are too few skills to judge suitability', async () => {
    const res = await match({ skills: ['java', 'sql'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lengthSkillMatch: 3 });
    expect(expected(['java', 'sql'])).toBe(3);
  });

  it('should count suitable resumes by the section 5 thresholds from five skills on', async () => {
    const jobSkills = ['Java', 'Spring Boot', 'SQL', 'Docker', 'Kafka', 'AWS'];
    const res = await match({ skills: jobSkills });
    expect(res.json().lengthSkillMatch).toBe(expected(jobSkills));
    expect(res.json().lengthSkillMatch).toBe(2);
  });

  it("should read a job's skills by jobId, and answer 404 for another company's job", async () => {
    const db = ctx.database.db;
    const [job] = await db
      .insert(jobs)
      .values({ companyId: company, position: 'Python dev', jobStatusId: 239, skills: ['Docker', 'Python'] })
      .returning();
    expect((await match({ jobId: job!.id })).json()).toEqual({ lengthSkillMatch: 1 });
    const res = await match({ jobId: job!.id }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
  });

  it('should answer 0 for no usable skill and refuse a body with both or neither input', async () => {
    expect((await match({ skills: ['""'] })).json()).toEqual({ lengthSkillMatch: 0 });
    expect((await match({})).statusCode).toBe(400);
    expect((await match({ jobId: 1, skills: ['Java'] })).statusCode).toBe(400);
  });
});

describe('given DELETE /jobs/:id', () => {
  it('should refuse a job with a nomination and keep it', async () => {
    const db = ctx.database.db;
    const job = await newJob();
    const [resume] = await db.insert(resumes).values({ companyId, firstName: 'Nominee' }).returning();
    await db.insert(jobResumes).values({ companyId, jobId: job.id, resumeId: resume!.id });
    const res = await call('DELETE', `/jobs/${job.id}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'id', code: 'validation.jobHasNominations', params: { nominations: 1 } }],
    });
    expect((await call('GET', `/jobs/${job.id}`, admin)).statusCode).toBe(200);
  });

  it('should delete a job with its relations, history and stored files', async () => {
    const db = ctx.database.db;
    const job = await newJob();
    const upload = multipart('brief.pdf', pdfDocument());
    const uploaded = await call('POST', `/jobs/${job.id}/documents`, admin, upload);
    expect(uploaded.statusCode).toBe(201);
    const [file] = await db.select().from(attachments).where(eq(attachments.id, uploaded.json().id));
    await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    await call('POST', `/jobs/${job.id}/sector-filters`, admin, { sectorId: ref.sector });
    const res = await call('DELETE', `/jobs/${job.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/jobs/${job.id}`, admin)).json().error).toBe('JOB_NOT_EXISTED');
    expect(await historyOf(job.id)).toHaveLength(0);
    const left = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.ownerType, 'job'), eq(attachments.ownerId, job.id)));
    expect(left).toHaveLength(0);
    expect(await ctx.app.storage.get(file!.storageKey)).toBeUndefined();
  });

  it("should answer 404 to another company's user and leave the job", async () => {
    const job = await newJob();
    const res = await call('DELETE', `/jobs/${job.id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('JOB_NOT_EXISTED');
    expect((await call('GET', `/jobs/${job.id}`, admin)).statusCode).toBe(200);
  });
});

describe('given the job histories and updated logs', () => {
  it("should filter a job's history by edit type and name each author", async () => {
    const job = await newJob();
    await call('POST', `/jobs/${job.id}/skills`, admin, { skill: 'Java' });
    await call('POST', `/jobs/${job.id}/co-owners`, admin, { staffId: colleague.staffId });
    const all = await call('GET', `/jobs/${job.id}/histories`, admin);
    expect(all.json().map((h: { editType: string }) => h.editType)).toEqual(['updateInternalInfo', 'update']);
    expect(all.json()[0].userName).toBe('Test User');
    const internal = await call('GET', `/jobs/${job.id}/histories?editType=updateInternalInfo`, admin);
    expect(internal.json()).toHaveLength(1);
    expect((await call('GET', `/jobs/${job.id}/histories?editType=nonsense`, admin)).statusCode).toBe(400);
  });

  it("should list the company's changes across jobs with the position, newest first, and filters", async () => {
    const job = await newJob(name('Logged'));
    await call('POST', `/jobs/${job.id}/skills`, admin, { skill: 'Go' });
    const page = await call('GET', `/jobs/updated-logs?jobId=${job.id}`, admin);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1 });
    expect(page.json().data[0]).toMatchObject({
      jobId: job.id,
      position: job.position,
      editType: 'update',
      userId: adminUserId,
      userName: 'Test User',
    });
    const updates = await call('GET', '/jobs/updated-logs?editType=updateInternalInfo&$limit=200', admin);
    expect(updates.json().data.every((r: { editType: string }) => r.editType === 'updateInternalInfo')).toBe(true);
    expect(updates.json().total).toBeGreaterThan(0);
    const theirs = await call('GET', `/jobs/updated-logs?jobId=${job.id}`, other);
    expect(theirs.json().total).toBe(0);
  });
});

describe("given a job's relations in its create and edit body (issue 12)", () => {
  const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Headers = admin) =>
    call(method, url, headers, payload);
  const list = async (jobId: number, relation: string) =>
    (await call('GET', `/jobs/${jobId}/${relation}`, admin)).json();
  const jobsNamed = (position: string) =>
    ctx.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.position, position));

  async function entity() {
    const db = ctx.database.db;
    const [dept] = await db
      .insert(departments)
      .values({ companyId, name: name('Entity') })
      .returning();
    const [contact] = await db
      .insert(departmentContacts)
      .values({ companyId, departmentId: dept!.id, firstName: 'Project', lastName: 'Contact' })
      .returning();
    return { departmentId: dept!.id, contactId: contact!.id };
  }

  it('should create the job with every relation in one request and one "add" history entry', async () => {
    const { departmentId, contactId } = await entity();
    const position = name('Bulk job');
    const res = await send('POST', '/jobs', {
      position,
      departmentId,
      relations: {
        coOwners: [colleague.staffId, colleague.staffId],
        projectContacts: [contactId],
        educations: [ref.education],
        sectors: [{ sectorId: ref.sector }, { companySectorId: ref.companySector }],
        sectorFilters: [{ sectorId: ref.sector, disciplineId: ref.discipline, levelId: ref.level }],
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect((await list(id, 'co-owners')).map((c: { staffId: number }) => c.staffId)).toEqual([colleague.staffId]);
    expect((await list(id, 'project-contacts')).map((c: { contactId: number }) => c.contactId)).toEqual([contactId]);
    expect((await list(id, 'educations')).map((e: { educationId: number }) => e.educationId)).toEqual([ref.education]);
    expect(await list(id, 'sectors')).toEqual([
      expect.objectContaining({ sectorId: ref.sector, companySectorId: null }),
      expect.objectContaining({ sectorId: null, companySectorId: ref.companySector }),
    ]);
    expect(await list(id, 'sector-filters')).toEqual([
      expect.objectContaining({ sectorId: ref.sector, disciplineId: ref.discipline, levelId: ref.level }),
    ]);
    expect((await historyOf(id)).map((h) => h.editType)).toEqual(['add']);
  });

  it("should leave no job behind when a co-owner is another company's (404)", async () => {
    const position = name('Half saved');
    const res = await send('POST', '/jobs', {
      position,
      relations: { educations: [ref.education], coOwners: [colleague.staffId, foreignStaffId] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RECORD_FOUND_FOR_ID');
    expect(await jobsNamed(position)).toEqual([]);
  });

  it('should leave no job behind when a relation is invalid, naming its list in the details (400)', async () => {
    const position = name('Half saved');
    const res = await send('POST', '/jobs', {
      position,
      relations: { sectors: [{ sectorId: ref.sector }], coOwners: [inactiveStaffId] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'relations.coOwners', code: 'validation.notActiveStaff' }],
    });
    expect(await jobsNamed(position)).toEqual([]);
    const both = await send('POST', '/jobs', {
      position,
      relations: { sectors: [{ sectorId: 1, companySectorId: 1 }] },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([expect.objectContaining({ field: 'relations.sectors' })]);
    expect(await jobsNamed(position)).toEqual([]);
  });

  it('should replace the given lists on an edit, with the hiring entity changed in the same request', async () => {
    const first = await entity();
    const second = await entity();
    const created = await send('POST', '/jobs', {
      position: name('Edited'),
      departmentId: first.departmentId,
      relations: {
        coOwners: [colleague.staffId],
        projectContacts: [first.contactId],
        educations: [ref.education],
        sectorFilters: [
          { sectorId: ref.sector, disciplineId: ref.discipline },
          { sectorId: ref.sector, disciplineId: ref.secondDiscipline },
        ],
      },
    });
    const id = created.json().id as number;
    const res = await send('PATCH', `/jobs/${id}`, {
      departmentId: second.departmentId,
      relations: {
        coOwners: [],
        projectContacts: [second.contactId],
        sectorFilters: [{ sectorId: ref.sector, disciplineId: ref.secondDiscipline }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().departmentId).toBe(second.departmentId);
    expect(await list(id, 'co-owners')).toEqual([]);
    expect((await list(id, 'project-contacts')).map((c: { contactId: number }) => c.contactId)).toEqual([
      second.contactId,
    ]);
    // A list left out is not touched; a kept filter row stays while its sibling goes.
    expect((await list(id, 'educations')).map((e: { educationId: number }) => e.educationId)).toEqual([ref.education]);
    expect(await list(id, 'sector-filters')).toEqual([
      expect.objectContaining({ sectorId: ref.sector, disciplineId: ref.secondDiscipline, levelId: null }),
    ]);
    const history = (await historyOf(id)).slice(1);
    expect(history.map((h) => h.editType)).toEqual(['update', 'updateInternalInfo']);
    expect(history[1]!.changes).toMatchObject({
      coOwners: { removed: [colleague.staffId] },
      projectContacts: { removed: [first.contactId], added: [second.contactId] },
    });
  });

  it('should roll the field changes back when a relation of the edit fails', async () => {
    const created = await send('POST', '/jobs', {
      position: name('Kept'),
      vacancies: 1,
      relations: { educations: [ref.education] },
    });
    const id = created.json().id as number;
    const res = await send('PATCH', `/jobs/${id}`, {
      vacancies: 5,
      relations: { educations: [], sectors: [{ companySectorId: ref.foreignCompanySector }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('SECTOR_NOT_EXISTED');
    expect((await call('GET', `/jobs/${id}`, admin)).json().vacancies).toBe(1);
    expect((await list(id, 'educations')).map((e: { educationId: number }) => e.educationId)).toEqual([ref.education]);
    expect((await historyOf(id)).map((h) => h.editType)).toEqual(['add']);
  });

  it('should take an edit of the relations alone, and refuse an unknown relation list', async () => {
    const created = await send('POST', '/jobs', { position: name('Only relations') });
    const id = created.json().id as number;
    const res = await send('PATCH', `/jobs/${id}`, { relations: { educations: [ref.education] } });
    expect(res.statusCode).toBe(200);
    expect((await list(id, 'educations')).map((e: { educationId: number }) => e.educationId)).toEqual([ref.education]);
    const unknown = await send('PATCH', `/jobs/${id}`, { relations: { skills: ['Welding'] } });
    expect(unknown.statusCode).toBe(400);
  });
});
