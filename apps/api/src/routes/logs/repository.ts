import { and, count, eq, gte, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobSeekers, jobs, jobStatuses, loginLogs, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';

/**
 * The logs folder's repository (docs/decisions/0196): the administration portal's logs and listings
 * across every employer (logins, closed jobs, every job, user stats, job seekers and their CVs).
 */

/** Part of the position or of the employer's name, any case. */
const jobSearch = {
  q: {
    kind: 'string' as const,
    description: "Part of the position or of the employer's name, any case",
    where: (value: unknown) =>
      or(
        contains(jobs.position, value),
        sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${contains(companies.name, value)})`,
      )!,
  },
};

export const loginList = defineList({
  fields: {
    id: { column: loginLogs.id, kind: 'integer' },
    userId: { column: loginLogs.userId, kind: 'integer' },
    email: { column: loginLogs.email, kind: 'string' },
    portal: { column: loginLogs.portal, kind: 'string' },
    success: { column: loginLogs.success, kind: 'boolean' },
    createdAt: { column: loginLogs.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the email, any case',
      where: (value) => contains(loginLogs.email, value),
    },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

export const closedJobList = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    companyId: { column: jobs.companyId, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    updatedAt: { column: jobs.updatedAt, kind: 'date-time' },
  },
  computed: jobSearch,
  defaultSort: [
    ['updatedAt', -1],
    ['id', -1],
  ],
});

export const adminJobList = defineList({
  fields: {
    id: { column: jobs.id, kind: 'integer' },
    companyId: { column: jobs.companyId, kind: 'integer' },
    position: { column: jobs.position, kind: 'string' },
    jobStatusId: { column: jobs.jobStatusId, kind: 'integer' },
    publishState: { column: jobs.publishState, kind: 'string' },
    createdAt: { column: jobs.createdAt, kind: 'date-time' },
  },
  computed: jobSearch,
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

export const seekerList = defineList({
  fields: {
    id: { column: jobSeekers.id, kind: 'integer' },
    email: { column: jobSeekers.email, kind: 'string' },
    firstName: { column: jobSeekers.firstName, kind: 'string' },
    lastName: { column: jobSeekers.lastName, kind: 'string' },
    status: { column: jobSeekers.status, kind: 'integer' },
    nationalityId: { column: jobSeekers.nationalityId, kind: 'integer' },
    locationId: { column: jobSeekers.locationId, kind: 'integer' },
    createdAt: { column: jobSeekers.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name or email, any case',
      where: (value) =>
        or(
          contains(jobSeekers.firstName, value),
          contains(jobSeekers.lastName, value),
          contains(jobSeekers.email, value),
        )!,
    },
  },
  // Section 9: the administration portal's lists sort status descending, then name ascending.
  defaultSort: [
    ['status', -1],
    ['firstName', 1],
    ['lastName', 1],
    ['id', 1],
  ],
  allowAll: true,
});

/** The users log: every login attempt. */
export function listLogins(db: Db, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(loginLogs), total: windowTotal })
      .from(loginLogs)
      .where(list.where)
      .orderBy(...list.orderBy),
    (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  );
}

/** Jobs of every employer with their employer's name and status; `closedOnly` keeps those in status Close (240). */
export function listJobsAcrossEmployers(db: Db, list: ParsedList, closedOnly: boolean) {
  const where: SQL | undefined = closedOnly ? and(eq(jobs.jobStatusId, 240), list.where) : list.where;
  return listRows(
    list,
    db
      .select({ job: jobs, companyName: companies.name, jobStatus: jobStatuses.name, total: windowTotal })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
      .where(where)
      .orderBy(...list.orderBy),
    ({ job, companyName, jobStatus }) => ({
      id: job.id,
      companyId: job.companyId,
      companyName,
      position: job.position,
      jobStatusId: job.jobStatusId,
      jobStatus,
      publishState: job.publishState,
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
    }),
  );
}

/** Accounts by role, active staff, employers by status, job seekers, and logins per day since `since`. */
export async function userStats(db: Db, since: Date) {
  const [byRole, active, byStatus, seekers, logins] = await Promise.all([
    db
      .select({ role: sql<string>`unnest(${users.roles})`.as('role'), n: count() })
      .from(users)
      .groupBy(sql`1`),
    db.select({ n: count() }).from(staff).where(eq(staff.status, 1)),
    db.select({ status: companies.status, n: count() }).from(companies).groupBy(companies.status),
    db.select({ n: count() }).from(jobSeekers),
    db
      .select({
        day: sql<string>`to_char(${loginLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        success: sql<number>`count(*) filter (where ${loginLogs.success})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where not ${loginLogs.success})`.mapWith(Number),
      })
      .from(loginLogs)
      .where(gte(loginLogs.createdAt, since))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  return {
    usersByRole: Object.fromEntries(byRole.map((r) => [r.role, r.n])),
    activeUsers: active[0]?.n ?? 0,
    companiesByStatus: Object.fromEntries(byStatus.map((r) => [String(r.status), r.n])),
    jobSeekers: seekers[0]?.n ?? 0,
    loginsPerDay: logins,
  };
}

/** The job seekers, each with whether a CV can be downloaded. */
export function listJobSeekers(db: Db, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(jobSeekers), total: windowTotal })
      .from(jobSeekers)
      .where(list.where)
      .orderBy(...list.orderBy),
    ({ cvPath, cvName: _name, cvMimeType: _type, ...r }) => ({
      ...r,
      lastActiveAt: iso(r.lastActiveAt),
      hasCv: cvPath !== null,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** A job seeker's stored CV: 404 without the seeker, FILE_NOT_EXISTED without a CV. */
export async function jobSeekerCv(db: Db, id: number) {
  const [seeker] = await db
    .select({ cvPath: jobSeekers.cvPath, cvName: jobSeekers.cvName, cvMimeType: jobSeekers.cvMimeType })
    .from(jobSeekers)
    .where(eq(jobSeekers.id, id));
  if (!seeker) throw fail('NO_RECORD_FOUND_FOR_ID');
  if (!seeker.cvPath) throw fail('FILE_NOT_EXISTED');
  return {
    path: seeker.cvPath,
    name: seeker.cvName ?? seeker.cvPath.split('/').pop(),
    contentType: seeker.cvMimeType ?? undefined,
  };
}
