import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumes, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { nominationStatusKey } from '../../services/status-labels';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { toSummary } from './shared';

/**
 * A hiring entity's submitted resumes (section 3; ADR 0086, 0206): the list, and the reads and writes
 * of a bulk submission, which the nomination service runs in its transaction.
 */

/** A hiring entity's submitted resumes within the caller's resume scope, as `listRows` pages them. */
export async function listSubmittedResumes(
  db: Db,
  auth: AuthContext,
  scope: TenantScope,
  departmentId: number,
  list: ParsedList,
) {
  const where = and(
    eq(jobResumes.companyId, scope.companyId),
    eq(jobResumes.departmentId, departmentId),
    scopeCondition(resumeScope(auth)),
    list.where,
  );
  return listRows(
    list,
    db
      .select({ n: jobResumes, resume: summaryColumns, total: windowTotal })
      .from(jobResumes)
      .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
      .where(where)
      .orderBy(...list.orderBy),
    ({ n, resume }) => ({
      id: n.id,
      jobResumeId: n.id,
      departmentId,
      status: n.status,
      statusKey: nominationStatusKey(n.status),
      remarks: n.remarks,
      createdAt: iso(n.createdAt),
      updatedAt: iso(n.updatedAt),
      resume: toSummary(resume),
    }),
  );
}

/**
 * RESUME_NOT_EXISTED, naming the ids, unless the caller may reach every one of these resumes (their resume
 * scope, ADR 0086).
 */
export async function assertReachableResumes(db: Db, auth: AuthContext, ids: readonly number[]): Promise<void> {
  const rows = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(scopeCondition(resumeScope(auth)), inArray(resumes.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw fail('RESUME_NOT_EXISTED', [
      { field: 'body.resumeIds', code: 'resume.notFound', params: { ids: missing.join(',') } },
    ]);
  }
}

/**
 * Inserts nominations of one hiring entity, skipping those already there: ON CONFLICT DO NOTHING on the
 * (department, resume) unique index, so a concurrent submission of the same resume makes it "already
 * submitted" instead of failing the whole batch. The rows inserted.
 */
export async function insertSubmissions(db: Db, values: Array<typeof jobResumes.$inferInsert>) {
  return db
    .insert(jobResumes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: jobResumes.id, resumeId: jobResumes.resumeId, status: jobResumes.status });
}

/** The nominations of these resumes to a hiring entity. */
export async function entityNominationsOf(db: Db, departmentId: number, resumeIds: readonly number[]) {
  if (resumeIds.length === 0) return [];
  return db
    .select({ id: jobResumes.id, resumeId: jobResumes.resumeId })
    .from(jobResumes)
    .where(and(eq(jobResumes.departmentId, departmentId), inArray(jobResumes.resumeId, [...resumeIds])));
}
