import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companySectors,
  departmentContacts,
  disciplines,
  educations,
  jobCoOwners,
  jobEducations,
  jobProjectContacts,
  jobResumes,
  jobs,
  jobSectorFilters,
  jobSectors,
  jobStatuses,
  levels,
  sectors,
  staff,
  users,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, iso, windowTotal, type ParsedList } from '../../http/kit';
import { pageWithWindowTotal, withWindowTotal } from '../../http/list-query';

/** The fields of `GET /jobs` that callers may filter and sort on. */
export const jobList = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    jobStatusId: { column: jobs.jobStatusId, kind: 'integer' },
    publishState: { column: jobs.publishState, kind: 'string' },
    vacancies: { column: jobs.vacancies, kind: 'integer' },
    hiringType: { column: jobs.hiringType, kind: 'integer' },
    countryOfWork: { column: jobs.countryOfWork, kind: 'string' },
    departmentId: { column: jobs.departmentId, kind: 'integer' },
    postingExpiry: { column: jobs.postingExpiry, kind: 'date-time' },
    createdAt: { column: jobs.createdAt, kind: 'date-time' },
    updatedAt: { column: jobs.updatedAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the position, any case (the list screens’ search box)',
      where: (value) => contains(jobs.position, value),
    },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
  // The spec's lists accept $limit=-1 for every row (section 7).
  allowAll: true,
});

const jobPageColumns = {
  job: jobs,
  status: { id: jobStatuses.id, name: jobStatuses.name, colour: jobStatuses.colour },
  nominations: sql<number>`(select count(*)::int from ${jobResumes} where ${jobResumes.jobId} = ${jobs.id})`,
  total: windowTotal,
};

/**
 * The page `GET /jobs` answers most (no filter, the default sort), prepared once per database: a named
 * statement whose SQL drizzle builds once, not per request (ADR 0197). The same query as the general
 * path of `listJobs` with `companyId`, `limit` and `offset` as parameters.
 */
function plainJobPageQuery(db: Db) {
  return db
    .select(jobPageColumns)
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
    .where(eq(jobs.companyId, sql.placeholder('companyId')))
    .orderBy(...jobList.parse({}).orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('arms_jobs_plain_page');
}
const plainJobPages = new WeakMap<Db, ReturnType<typeof plainJobPageQuery>>();

/** One page of the company's jobs with the total that matches the filters. */
export async function listJobs(db: Db, scope: TenantScope, list: ParsedList, extra?: SQL) {
  const where = () => and(eq(jobs.companyId, scope.companyId), list.where, extra);
  const counted = () => db.select({ total: count() }).from(jobs).where(where());
  let page;
  if (list.plain && !extra && list.limit !== undefined) {
    let prepared = plainJobPages.get(db);
    if (!prepared) plainJobPages.set(db, (prepared = plainJobPageQuery(db)));
    const rows = await prepared.execute({ companyId: scope.companyId, limit: list.limit, offset: list.skip });
    page = await withWindowTotal(rows, counted, list);
  } else {
    const query = db
      .select(jobPageColumns)
      .from(jobs)
      .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
      .where(where())
      .orderBy(...list.orderBy)
      .offset(list.skip);
    page = await pageWithWindowTotal(query, counted, list);
  }
  return {
    total: page.total,
    data: page.rows.map(({ job, status, nominations }) => ({
      ...toJob(job, status),
      nominationCount: Number(nominations),
    })),
  };
}

type JobRow = typeof jobs.$inferSelect;

/** A job as the API answers it. */
export function toJob(job: JobRow, status: { id: number; name: string; colour: string }) {
  return {
    ...job,
    jobId: job.id,
    createdBy: undefined,
    jobStatus: status,
    postingExpiry: iso(job.postingExpiry),
    postedAt: iso(job.postedAt),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** One job of the caller's company with its status, or JOB_NOT_EXISTED (also for another tenant's job). */
export async function loadJob(db: Db, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ job: jobs, status: { id: jobStatuses.id, name: jobStatuses.name, colour: jobStatuses.colour } })
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
    .where(and(eq(jobs.id, id), eq(jobs.companyId, scope.companyId)));
  if (!row) throw fail('JOB_NOT_EXISTED');
  return row;
}

// ----- a job's relations (section 3 "Job relations", docs/decisions/0080): their lists and writes -----

/** A job's co-owners, by name. */
export const listCoOwners = (db: Db, jobId: number) =>
  db
    .select({
      staffId: staff.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(jobCoOwners)
    .innerJoin(staff, eq(staff.id, jobCoOwners.staffId))
    .innerJoin(users, eq(users.id, staff.userId))
    .where(eq(jobCoOwners.jobId, jobId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(staff.id));

/** A job's project contacts, by first name. */
export const listProjectContacts = (db: Db, jobId: number) =>
  db
    .select({
      contactId: departmentContacts.id,
      departmentId: departmentContacts.departmentId,
      firstName: departmentContacts.firstName,
      lastName: departmentContacts.lastName,
      email: departmentContacts.email,
      designation: departmentContacts.designation,
    })
    .from(jobProjectContacts)
    .innerJoin(departmentContacts, eq(departmentContacts.id, jobProjectContacts.contactId))
    .where(eq(jobProjectContacts.jobId, jobId))
    .orderBy(asc(departmentContacts.firstName), asc(departmentContacts.id));

/** A job's educations, in the list's order. */
export const listEducations = (db: Db, jobId: number) =>
  db
    .select({ educationId: educations.id, name: educations.name })
    .from(jobEducations)
    .innerJoin(educations, eq(educations.id, jobEducations.educationId))
    .where(eq(jobEducations.jobId, jobId))
    .orderBy(asc(educations.sortOrder), asc(educations.name));

/** A job's sectors, as added, each named from the platform's list or the company's. */
export async function listSectors(db: Db, jobId: number) {
  const rows = await db
    .select({
      sectorId: jobSectors.sectorId,
      companySectorId: jobSectors.companySectorId,
      platformName: sectors.name,
      companyName: companySectors.name,
    })
    .from(jobSectors)
    .leftJoin(sectors, eq(sectors.id, jobSectors.sectorId))
    .leftJoin(companySectors, eq(companySectors.id, jobSectors.companySectorId))
    .where(eq(jobSectors.jobId, jobId))
    .orderBy(asc(jobSectors.id));
  return rows.map((r) => ({
    sectorId: r.sectorId,
    companySectorId: r.companySectorId,
    name: r.platformName ?? r.companyName ?? '',
  }));
}

/** A job's sector filters, as added. */
export const listSectorFilters = (db: Db, jobId: number) =>
  db
    .select({
      id: jobSectorFilters.id,
      sectorId: jobSectorFilters.sectorId,
      companySectorId: jobSectorFilters.companySectorId,
      disciplineId: jobSectorFilters.disciplineId,
      levelId: jobSectorFilters.levelId,
    })
    .from(jobSectorFilters)
    .where(eq(jobSectorFilters.jobId, jobId))
    .orderBy(asc(jobSectorFilters.id));

/** A sector named by exactly one of the platform's list and the company's (docs/decisions/0081). */
export type SectorChoice = { sectorId: number | null; companySectorId: number | null };

/** An active platform sector or an active sector of the caller's company, else SECTOR_NOT_EXISTED. */
export async function checkSector(db: Db, scope: TenantScope, ref: SectorChoice) {
  const rows =
    ref.sectorId !== null
      ? await db
          .select({ name: sectors.name })
          .from(sectors)
          .where(and(eq(sectors.id, ref.sectorId), eq(sectors.status, 1)))
      : await db
          .select({ name: companySectors.name })
          .from(companySectors)
          .where(
            and(
              eq(companySectors.id, ref.companySectorId!),
              eq(companySectors.companyId, scope.companyId),
              eq(companySectors.status, 1),
            ),
          );
  if (rows.length === 0) throw fail('SECTOR_NOT_EXISTED');
}

/** An active item of a platform reference list, else NO_RECORD_FOUND_FOR_ID. */
export async function checkReference(
  db: Db,
  table: typeof educations | typeof disciplines | typeof levels,
  id: number,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, 1)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
}

/** An active education, else NO_RECORD_FOUND_FOR_ID. */
export const checkEducation = (db: Db, id: number) => checkReference(db, educations, id);
/** An active discipline, else NO_RECORD_FOUND_FOR_ID. */
export const checkDiscipline = (db: Db, id: number) => checkReference(db, disciplines, id);
/** An active level, else NO_RECORD_FOUND_FOR_ID. */
export const checkLevel = (db: Db, id: number) => checkReference(db, levels, id);

/** A staff member of the caller's company (its id and status), or undefined. */
export async function companyStaffMember(db: Db, scope: TenantScope, staffId: number) {
  const [member] = await db
    .select({ id: staff.id, status: staff.status })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.companyId, scope.companyId)));
  return member;
}

/** Makes a staff member a co-owner of a job; false when they were one already. */
export async function addCoOwner(db: Db, scope: TenantScope, jobId: number, staffId: number) {
  const added = await db
    .insert(jobCoOwners)
    .values({ jobId, staffId, companyId: scope.companyId })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Removes a co-owner from a job; false when they were not one. */
export async function removeCoOwner(db: Db, jobId: number, staffId: number) {
  const gone = await db
    .delete(jobCoOwners)
    .where(and(eq(jobCoOwners.jobId, jobId), eq(jobCoOwners.staffId, staffId)))
    .returning();
  return gone.length > 0;
}

/** A hiring-manager contact of the caller's company (its id and hiring entity), or undefined. */
export async function companyContact(db: Db, scope: TenantScope, contactId: number) {
  const [contact] = await db
    .select({ id: departmentContacts.id, departmentId: departmentContacts.departmentId })
    .from(departmentContacts)
    .where(and(eq(departmentContacts.id, contactId), eq(departmentContacts.companyId, scope.companyId)));
  return contact;
}

/** Attaches a project contact to a job; false when it was attached already. */
export async function addProjectContact(db: Db, scope: TenantScope, jobId: number, contactId: number, at: Date) {
  const added = await db
    .insert(jobProjectContacts)
    .values({ jobId, contactId, companyId: scope.companyId, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Detaches a project contact from a job; false when it was not attached. */
export async function removeProjectContact(db: Db, jobId: number, contactId: number) {
  const gone = await db
    .delete(jobProjectContacts)
    .where(and(eq(jobProjectContacts.jobId, jobId), eq(jobProjectContacts.contactId, contactId)))
    .returning();
  return gone.length > 0;
}

/** Adds an education to a job; false when it was on it already. */
export async function addEducation(db: Db, scope: TenantScope, jobId: number, educationId: number, at: Date) {
  const added = await db
    .insert(jobEducations)
    .values({ jobId, educationId, companyId: scope.companyId, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Removes an education from a job; false when it was not on it. */
export async function removeEducation(db: Db, jobId: number, educationId: number) {
  const gone = await db
    .delete(jobEducations)
    .where(and(eq(jobEducations.jobId, jobId), eq(jobEducations.educationId, educationId)))
    .returning();
  return gone.length > 0;
}

const sectorMatch = (ref: SectorChoice) =>
  ref.sectorId !== null ? eq(jobSectors.sectorId, ref.sectorId) : eq(jobSectors.companySectorId, ref.companySectorId!);

/** Adds a sector to a job; false when it was on it already. */
export async function addSector(db: Db, scope: TenantScope, jobId: number, ref: SectorChoice, now: () => Date) {
  const [existing] = await db
    .select({ id: jobSectors.id })
    .from(jobSectors)
    .where(and(eq(jobSectors.jobId, jobId), sectorMatch(ref)));
  if (existing) return false;
  await db.insert(jobSectors).values({ jobId, companyId: scope.companyId, ...ref, createdAt: now() });
  return true;
}

/** Removes a sector from a job; false when it was not on it. */
export async function removeSector(db: Db, jobId: number, ref: SectorChoice) {
  const gone = await db
    .delete(jobSectors)
    .where(and(eq(jobSectors.jobId, jobId), sectorMatch(ref)))
    .returning();
  return gone.length > 0;
}

/** The fields naming sector filters; a field left out matches any value, `null` an empty one. */
export type SectorFilterMatch = {
  sectorId?: number | null;
  companySectorId?: number | null;
  disciplineId?: number | null;
  levelId?: number | null;
};
/** One sector filter row: a sector (one of two lists), a discipline and a level. */
export type SectorFilterRow = Required<SectorFilterMatch>;

const filterColumns = {
  sectorId: jobSectorFilters.sectorId,
  companySectorId: jobSectorFilters.companySectorId,
  disciplineId: jobSectorFilters.disciplineId,
  levelId: jobSectorFilters.levelId,
} as const;
/** The rows a filter object names: every given field equal (null matches an empty value). */
const filterMatch = (jobId: number, filter: SectorFilterMatch) => {
  const parts: SQL[] = [eq(jobSectorFilters.jobId, jobId)];
  for (const [k, column] of Object.entries(filterColumns)) {
    const v = filter[k as keyof SectorFilterMatch];
    if (v === undefined) continue;
    parts.push(v === null ? isNull(column) : eq(column, v));
  }
  return and(...parts)!;
};

/** Adds a sector filter to a job; false when the same one was there already. */
export async function addSectorFilter(
  db: Db,
  scope: TenantScope,
  jobId: number,
  row: SectorFilterRow,
  now: () => Date,
) {
  const [existing] = await db.select({ id: jobSectorFilters.id }).from(jobSectorFilters).where(filterMatch(jobId, row));
  if (existing) return false;
  await db.insert(jobSectorFilters).values({ jobId, companyId: scope.companyId, ...row, createdAt: now() });
  return true;
}

/** Deletes every sector filter of a job that a filter object names; answers the rows deleted. */
export async function removeSectorFilters(db: Db, jobId: number, filter: SectorFilterMatch) {
  const gone = await db.delete(jobSectorFilters).where(filterMatch(jobId, filter)).returning();
  return gone.map((g) => ({
    sectorId: g.sectorId,
    companySectorId: g.companySectorId,
    disciplineId: g.disciplineId,
    levelId: g.levelId,
  }));
}

/** Replaces a job's skills (they live on the job row). */
export async function setJobSkills(db: Db, jobId: number, skills: string[]) {
  await db.update(jobs).set({ skills }).where(eq(jobs.id, jobId));
}
