import { canRemoveNomination } from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { attachments, jobResumeRemovals, jobResumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { notRemovable } from './shared';

/**
 * Editing and removing a nomination (docs/decisions/0087, 0196), each scoped to the caller's company.
 */

export async function setNominationRemarks(db: Db, scope: TenantScope, id: number, remarks: string | null, at: Date) {
  await db
    .update(jobResumes)
    .set({ remarks, updatedAt: at })
    .where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, scope.companyId)));
}

/**
 * Removes a nomination while it is Open or Not Suitable (NOMINATION_NOT_REMOVABLE otherwise), logging
 * the removal and deleting its attachment rows, in one transaction: the storage keys of its files, to
 * remove once committed.
 */
export async function removeNomination(
  db: Db,
  scope: TenantScope,
  id: number,
  userId: number,
  at: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [n] = await tx
      .select()
      .from(jobResumes)
      .where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, scope.companyId)))
      .for('update');
    if (!n) throw fail('NO_RECORD_FOUND_FOR_ID');
    if (!canRemoveNomination(n.status)) throw notRemovable(n.status);
    await tx.insert(jobResumeRemovals).values({
      companyId: scope.companyId,
      jobResumeId: n.id,
      jobId: n.jobId,
      departmentId: n.departmentId,
      resumeId: n.resumeId,
      status: n.status,
      isPortal: n.isPortal,
      nominatedAt: n.createdAt,
      removedBy: userId,
      removedAt: at,
    });
    const files = await tx
      .delete(attachments)
      .where(
        and(
          eq(attachments.companyId, scope.companyId),
          eq(attachments.ownerType, 'job_resume'),
          eq(attachments.ownerId, n.id),
        ),
      )
      .returning({ key: attachments.storageKey });
    await tx.delete(jobResumes).where(eq(jobResumes.id, n.id));
    return files.map((f) => f.key);
  });
}
