import { and, count, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { attachments, jobHistories, jobResumes, jobs, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { loadJob } from './repository';

/**
 * The jobs' lifecycle repository (docs/decisions/0084, 0196): deleting a job with its rows, and the
 * company's job history across its jobs.
 */

/** A history row's author as shown in the logs: first and last name, or null when the account is gone. */
export const authorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The company's job history across its jobs ("updated logs", section 7), newest first. */
export const updatedLogList = defineList({
  fields: {
    id: { column: jobHistories.id, kind: 'integer' },
    jobId: { column: jobHistories.jobId, kind: 'integer' },
    editType: { column: jobHistories.editType, kind: 'string' },
    userId: { column: jobHistories.userId, kind: 'integer' },
    createdAt: { column: jobHistories.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

/**
 * Deletes a job of the company that has no nominations (VALIDATION_ERROR validation.jobHasNominations
 * otherwise) with its attachment rows, in one transaction: the storage keys of its files, to remove
 * once committed. History, co-owners, project contacts, educations, sectors, sector filters and
 * candidate tokens cascade with the row.
 */
export async function deleteJob(db: Db, scope: TenantScope, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { job } = await loadJob(tx, scope, id);
    // Lock the job row so a nomination cannot be added between the check and the delete.
    await tx.execute(sql`select id from jobs where id = ${job.id} for update`);
    const [nominated] = await tx.select({ n: count() }).from(jobResumes).where(eq(jobResumes.jobId, job.id));
    if ((nominated?.n ?? 0) > 0)
      throw fail('VALIDATION_ERROR', [
        { field: 'id', code: 'validation.jobHasNominations', params: { nominations: nominated!.n } },
      ]);
    const files = await tx
      .delete(attachments)
      .where(
        and(
          eq(attachments.companyId, scope.companyId),
          eq(attachments.ownerType, 'job'),
          eq(attachments.ownerId, job.id),
        ),
      )
      .returning({ storageKey: attachments.storageKey });
    await tx.delete(jobs).where(and(eq(jobs.id, job.id), eq(jobs.companyId, scope.companyId)));
    return files.map((f) => f.storageKey);
  });
}

/** A page of the company's job history with each job's position and the author's name. */
export function listUpdatedLogs(db: Db, scope: TenantScope, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ history: jobHistories, position: jobs.position, userName: authorName, total: windowTotal })
      .from(jobHistories)
      .innerJoin(jobs, eq(jobs.id, jobHistories.jobId))
      .leftJoin(users, eq(users.id, jobHistories.userId))
      .where(and(eq(jobHistories.companyId, scope.companyId), list.where))
      .orderBy(...list.orderBy),
    ({ history: h, position, userName }) => ({
      id: h.id,
      jobId: h.jobId,
      position,
      editType: h.editType,
      changes: h.changes as Record<string, unknown>,
      userId: h.userId,
      userName,
      createdAt: h.createdAt.toISOString(),
    }),
  );
}
