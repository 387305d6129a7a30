import { isSimilarPosition } from '@arms/domain';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumes, jobs, resumes } from '../../db/schema';
import { iso, listPage, type ParsedList } from '../../http/kit';
import { pageWithTotal } from '../../http/list-query';
import { nominationStatusKey } from '../../services/status-labels';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { toSummary } from './shared';

/**
 * Nominations to jobs for a similar position (ADR 0088, 0206), within the caller's company and
 * resume scope.
 */

/** The other jobs of the company whose position is similar to this one's (ADR 0088). */
export async function similarJobIds(db: Db, scope: TenantScope, job: typeof jobs.$inferSelect): Promise<number[]> {
  const others = await db
    .select({ id: jobs.id, position: jobs.position, specialty: jobs.specialty })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), ne(jobs.id, job.id)));
  return others.filter((o) => isSimilarPosition(job, o)).map((o) => o.id);
}

/**
 * A page of the nominations (`portal` 0) or portal applicants (`portal` 1) of a job's similar jobs,
 * with a count of them beside the page.
 */
export async function listSamePosition(
  db: Db,
  auth: AuthContext,
  scope: TenantScope,
  job: typeof jobs.$inferSelect,
  list: ParsedList,
  portal: 0 | 1,
) {
  const jobIds = await similarJobIds(db, scope, job);
  if (jobIds.length === 0) return listPage(list, 0, []);
  const where = and(
    eq(jobResumes.companyId, scope.companyId),
    inArray(jobResumes.jobId, jobIds),
    eq(jobResumes.isPortal, portal),
    scopeCondition(resumeScope(auth)),
    list.where,
  );
  const page = db
    .select({
      n: jobResumes,
      job: { id: jobs.id, position: jobs.position, specialty: jobs.specialty },
      resume: summaryColumns,
    })
    .from(jobResumes)
    .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .where(where)
    .orderBy(...list.orderBy)
    .offset(list.skip);
  const { rows, total } = await pageWithTotal(
    page,
    db.select({ total: count() }).from(jobResumes).innerJoin(resumes, eq(resumes.id, jobResumes.resumeId)).where(where),
    list,
  );
  return listPage(
    list,
    total,
    rows.map(({ n, job: j, resume }) => ({
      id: n.id,
      jobResumeId: n.id,
      status: n.status,
      statusKey: nominationStatusKey(n.status),
      isPortal: n.isPortal === 1,
      createdAt: iso(n.createdAt),
      job: j,
      resume: toSummary(resume),
    })),
  );
}
