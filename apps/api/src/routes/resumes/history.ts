import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeHistories, resumes } from '../../db/schema';

/**
 * One single-child write of a resume (docs/decisions/0100): the resume's `updated_at` moves on and a
 * history row names the action and the child list it touched. Called inside the write's transaction.
 */
export async function recordResumeChange(
  tx: Db,
  input: { resumeId: number; action: 'add' | 'update' | 'remove'; field: string; userId: number; now: Date },
) {
  await tx.update(resumes).set({ updatedAt: input.now }).where(eq(resumes.id, input.resumeId));
  await tx.insert(resumeHistories).values({
    resumeId: input.resumeId,
    action: input.action,
    fields: [input.field],
    userId: input.userId,
    createdAt: input.now,
  });
}
