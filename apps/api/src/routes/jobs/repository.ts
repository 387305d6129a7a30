import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumes, jobs, jobStatuses } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, pageWithWindowTotal, windowTotal, type ParsedList } from '../../http/list-query';

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
      where: (value) => sql`${jobs.position} ilike ${`%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
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

/** One page of the company's jobs with the total that matches the filters. */
export async function listJobs(db: Db, scope: TenantScope, list: ParsedList, extra?: SQL) {
  const where = and(eq(jobs.companyId, scope.companyId), list.where, extra);
  const page = db
    .select({
      job: jobs,
      status: { id: jobStatuses.id, name: jobStatuses.name, colour: jobStatuses.colour },
      nominations: sql<number>`(select count(*)::int from ${jobResumes} where ${jobResumes.jobId} = ${jobs.id})`,
      total: windowTotal,
    })
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.jobStatusId))
    .where(where)
    .orderBy(...list.orderBy)
    .offset(list.skip);
  const { rows, total } = await pageWithWindowTotal(
    page,
    () => db.select({ total: count() }).from(jobs).where(where),
    list,
  );
  return {
    total,
    data: rows.map(({ job, status, nominations }) => ({ ...toJob(job, status), nominationCount: Number(nominations) })),
  };
}

type JobRow = typeof jobs.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

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
