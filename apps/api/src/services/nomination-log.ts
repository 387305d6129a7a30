import type { Db } from '../db/client';
import { jobResumeStatusChanges } from '../db/schema';

/** Appends to each nomination's status log (the reports' time in each status, docs/decisions/0070). */
export async function recordStatusChanges(
  tx: Db,
  companyId: number,
  userId: number | null,
  changes: ReadonlyArray<{ id: number; from: number | null; to: number }>,
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(jobResumeStatusChanges)
    .values(
      changes.map((c) => ({ companyId, jobResumeId: c.id, fromStatus: c.from, toStatus: c.to, userId, createdAt: at })),
    );
}
