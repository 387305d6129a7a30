import { jobStatuses } from '@arms/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobHistories, jobs, portalDateFrequencies } from '../db/schema';

/** The advisory lock key of a repost round (the migrations use 727274). */
const repostLock = 727275;

/**
 * Reposts due jobs (section 7 "portal date frequency", section 9 frequencies): an open job with auto
 * repost on, in a company whose frequency is active, gets a new posting date once its last one is
 * `frequency` days old. Instances running it at the same time repost each job once: a transaction-level
 * advisory lock lets one instance do a round while the others skip it (ADR 0185), and the conditional
 * UPDATE re-checks the date on rows it waited for, should a round still overlap.
 */
export async function repostDueJobs(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${repostLock}) as locked`);
    if (!(lock as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return [];
    const reposted = await tx
      .update(jobs)
      .set({ postedAt: now, updatedAt: now })
      .from(portalDateFrequencies)
      .where(
        and(
          eq(portalDateFrequencies.companyId, jobs.companyId),
          eq(portalDateFrequencies.active, true),
          eq(jobs.autoRepost, true),
          eq(jobs.jobStatusId, jobStatuses.idOf.open),
          sql`${jobs.postedAt} is not null`,
          sql`${jobs.postedAt} <= ${now}::timestamptz - make_interval(days => ${portalDateFrequencies.frequency})`,
        ),
      )
      .returning({ id: jobs.id, companyId: jobs.companyId });
    if (reposted.length > 0) {
      await tx.insert(jobHistories).values(
        reposted.map((r) => ({
          companyId: r.companyId,
          jobId: r.id,
          editType: 'update',
          changes: { postedAt: now.toISOString(), autoRepost: true },
          createdAt: now,
        })),
      );
    }
    return reposted.map((r) => r.id).sort((a, b) => a - b);
  });
}

/** Runs `repostDueJobs` every `intervalMs` until the returned stop function is called. */
export function startAutoRepost(db: Db, intervalMs = 15 * 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    repostDueJobs(db, new Date())
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
