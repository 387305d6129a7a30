import { nextStatuses } from '@arms/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumes, jobs, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { iso, listPage, type ParsedList } from '../../http/kit';
import { pageWithTotal } from '../../http/list-query';
import { nominationStatusKey } from '../../services/status-labels';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { assertNominationsFound } from './shared';

/**
 * Portal resumes (section 2; docs/decisions/0206): the applications that came in through the candidate
 * portal, always within the caller's company and resume scope, and their review state.
 */

const columns = {
  n: jobResumes,
  job: { id: jobs.id, position: jobs.position },
  resume: summaryColumns,
};
type Row = {
  n: typeof jobResumes.$inferSelect;
  job: { id: number; position: string };
  resume: { updatedAt: Date } & Record<string, unknown>;
};
/** A portal resume as the API answers it (`PortalResume`). */
const toPortalResume = ({ n, job, resume }: Row) => ({
  id: n.id,
  jobResumeId: n.id,
  jobId: job.id,
  status: n.status,
  statusKey: nominationStatusKey(n.status),
  nextStatuses: [...nextStatuses(n.status)],
  portalState: n.portalState ?? 'pending',
  createdAt: iso(n.createdAt),
  updatedAt: iso(n.updatedAt),
  job,
  resume: { ...resume, updatedAt: iso(resume.updatedAt) },
});

/** The applications that came in through the candidate portal, within the caller's company and resume scope. */
function portalWhere(auth: AuthContext) {
  return and(
    eq(jobResumes.companyId, tenantScope(auth).companyId),
    eq(jobResumes.isPortal, 1),
    scopeCondition(resumeScope(auth)),
  );
}
function fromPortal(db: Db) {
  return db
    .select(columns)
    .from(jobResumes)
    .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId));
}

/**
 * A page of the caller's portal resumes. The total counts the applications without joining their
 * jobs (a page and a count, as before: `listRows`' window total would count over the join).
 */
export async function listPortalResumes(db: Db, auth: AuthContext, list: ParsedList) {
  const where = and(portalWhere(auth), list.where);
  const page = fromPortal(db)
    .where(where)
    .orderBy(...list.orderBy)
    .offset(list.skip);
  const total = db
    .select({ total: count() })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .where(where);
  const { rows, total: n } = await pageWithTotal(page, total, list);
  return listPage(list, n, (rows as Row[]).map(toPortalResume));
}

/** One portal resume of the caller's, by its job-resume id, or NO_RECORD_FOUND_FOR_ID. */
export async function loadPortalResume(db: Db, auth: AuthContext, id: number) {
  const [row] = await fromPortal(db).where(and(portalWhere(auth), eq(jobResumes.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return toPortalResume(row as Row);
}

/**
 * Sets the review state of several portal resumes, all or nothing: 404 naming the ids that are not
 * portal resumes of the caller's (their rows locked while they are checked and changed).
 */
export async function setPortalState(db: Db, auth: AuthContext, ids: readonly number[], state: string, at: Date) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: jobResumes.id })
      .from(jobResumes)
      .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
      .where(and(portalWhere(auth), inArray(jobResumes.id, [...ids])))
      .for('update', { of: jobResumes });
    assertNominationsFound(ids, rows);
    await tx
      .update(jobResumes)
      .set({ portalState: state, updatedAt: at })
      .where(inArray(jobResumes.id, [...ids]));
  });
}
