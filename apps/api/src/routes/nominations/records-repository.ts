import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companies,
  departmentContacts,
  jobCoOwners,
  jobResumes,
  jobResumeStatusChanges,
  jobs,
  resumes,
  resumeWorkExperiences,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { listPage, type ParsedList } from '../../http/kit';
import { pageWithTotal } from '../../http/list-query';
import { assertNominationsFound, toNomination, type NominationRow } from './shared';

/**
 * The nominations themselves (job-resumes; docs/decisions/0196, 0206): reading them with what their
 * cards show, and the writes the nomination service runs inside its transactions. Every read is scoped
 * to the caller's company.
 */

/**
 * One query for a nomination and what its cards show (no N+1): the candidate's current title (the
 * open-ended work experience, else the one that ended last) and when the current status was entered
 * (the latest row of the status log; a nomination without log rows falls back to its last update).
 */
export const currentTitle = sql<string | null>`(
  select w.position from ${resumeWorkExperiences} w
  where w.resume_id = ${resumes.id}
  order by (w.period_to is null) desc, w.period_to desc nulls last, w.period_from desc, w.sort_order asc, w.id desc
  limit 1)`;
export const statusChangedAt = sql<Date | null>`(
  select max(c.created_at) from ${jobResumeStatusChanges} c
  where c.job_resume_id = ${jobResumes.id} and c.to_status = ${jobResumes.status})`.mapWith(jobResumes.updatedAt);
const select = (db: Db) =>
  db
    .select({
      n: jobResumes,
      r: { id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, currentTitle },
      statusChangedAt,
    })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId));

/**
 * A job of the company and its nominations in status order, then oldest first, as one prepared
 * statement (prepared once per app: call this once and keep the reader). The job is the left side, so
 * a job without nominations is one row whose `n` is null, and another company's or a missing job no
 * row at all (ADR 0197): the reader answers `undefined` then, else the job's nominations.
 */
export function jobNominationsReader(db: Db) {
  const prepared = db
    .select({
      jobId: jobs.id,
      n: jobResumes,
      r: { id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, currentTitle },
      statusChangedAt,
    })
    .from(jobs)
    .leftJoin(jobResumes, and(eq(jobResumes.jobId, jobs.id), eq(jobResumes.companyId, jobs.companyId)))
    .leftJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .where(and(eq(jobs.id, sql.placeholder('jobId')), eq(jobs.companyId, sql.placeholder('companyId'))))
    .orderBy(asc(jobResumes.status), asc(jobResumes.id))
    .prepare('arms_job_nominations');
  return async (scope: TenantScope, jobId: number): Promise<NominationRow[] | undefined> => {
    const rows = await prepared.execute({ jobId, companyId: scope.companyId });
    if (rows.length === 0) return undefined;
    return rows.flatMap(({ n, r, statusChangedAt }) => (n && r ? [{ n, r, statusChangedAt }] : []));
  };
}

/** A nomination of the caller's company with its card, or NO_RECORD_FOUND_FOR_ID. */
export async function loadNomination(db: Db, scope: TenantScope, id: number): Promise<NominationRow> {
  const [row] = await select(db).where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, scope.companyId)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/**
 * A page of the company's nominations across jobs and hiring entities, each with its job (section 7
 * GET job-resumes); `assignedTo` (a staff id) keeps the nominations of jobs assigned to that staff
 * member or co-owned by them.
 */
export async function listNominations(db: Db, scope: TenantScope, list: ParsedList, assignedTo?: number) {
  const assigned =
    assignedTo === undefined
      ? undefined
      : sql`(${assignedTo} = any(${jobs.teamAssignment}) or exists (select 1 from ${jobCoOwners} where ${jobCoOwners.jobId} = ${jobs.id} and ${jobCoOwners.staffId} = ${assignedTo}))`;
  const where = and(eq(jobResumes.companyId, scope.companyId), list.where, assigned);
  const page = db
    .select({
      n: jobResumes,
      r: { id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, currentTitle },
      statusChangedAt,
      j: { id: jobs.id, position: jobs.position },
    })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .where(where)
    .orderBy(...list.orderBy)
    .offset(list.skip);
  const total = db
    .select({ total: count() })
    .from(jobResumes)
    .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .where(where);
  const { rows, total: n } = await pageWithTotal(page, total, list);
  return listPage(
    list,
    n,
    rows.map(({ n: row, r, statusChangedAt: changed, j }) => ({
      ...toNomination({ n: row, r, statusChangedAt: changed }),
      job: j?.id ? j : null,
    })),
  );
}

/** These nominations of the caller's company with their cards, by id. */
export async function nominationsByIds(db: Db, scope: TenantScope, ids: readonly number[]): Promise<NominationRow[]> {
  const rows = await select(db).where(and(eq(jobResumes.companyId, scope.companyId), inArray(jobResumes.id, [...ids])));
  return rows.sort((a, b) => a.n.id - b.n.id);
}

/**
 * Every id names a nomination of the caller's company, or the answer is 404 naming each other one
 * (issue 19: an id in a body naming another company's record, or none, is not silently skipped).
 */
export async function assertCompanyNominations(
  db: Db,
  scope: TenantScope,
  ids: readonly number[],
  field = 'ids',
): Promise<void> {
  const rows = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(and(eq(jobResumes.companyId, scope.companyId), inArray(jobResumes.id, [...ids])));
  assertNominationsFound(ids, rows, field);
}

/** A resume of the caller's company, or RESUME_NOT_EXISTED. */
export async function loadCompanyResume(db: Db, scope: TenantScope, id: number) {
  const [resume] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.companyId, scope.companyId)));
  if (!resume) throw fail('RESUME_NOT_EXISTED');
  return resume;
}

/** Inserts one nomination (a unique violation when the resume is nominated there already). */
export async function insertNomination(db: Db, values: typeof jobResumes.$inferInsert) {
  const [row] = await db.insert(jobResumes).values(values).returning();
  return row!;
}

/** A hiring manager (a department contact) by id. */
export async function loadContact(db: Db, id: number) {
  const [contact] = await db.select().from(departmentContacts).where(eq(departmentContacts.id, id));
  return contact;
}

/** The company's name ('' when it is gone). */
export async function companyName(db: Db, companyId: number): Promise<string> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

/**
 * These nominations of the company's job, their rows locked (FOR UPDATE) so that the statuses read are
 * the ones moved from; `portalOnly` keeps the applications through the candidate portal.
 */
export async function lockJobNominations(
  db: Db,
  scope: TenantScope,
  jobId: number,
  ids: readonly number[],
  portalOnly = false,
) {
  return db
    .select({ id: jobResumes.id, status: jobResumes.status })
    .from(jobResumes)
    .where(
      and(
        eq(jobResumes.companyId, scope.companyId),
        eq(jobResumes.jobId, jobId),
        portalOnly ? eq(jobResumes.isPortal, 1) : undefined,
        inArray(jobResumes.id, [...ids]),
      ),
    )
    .for('update');
}

/** Sets these nominations' status; those in it already are left as they are. */
export async function setNominationsStatus(db: Db, ids: readonly number[], status: number, at: Date) {
  await db
    .update(jobResumes)
    .set({ status, updatedAt: at })
    .where(and(inArray(jobResumes.id, [...ids]), ne(jobResumes.status, status)));
}
