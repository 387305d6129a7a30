import { isPostingVisible } from '@arms/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, jobs } from '../db/schema';
import { fail } from '../http/errors';

/**
 * Corrects a job's credits record (docs/decisions/0120): 0 refunds the spent credit to the company, 1
 * charges it (OUT_OF_CREDITS without one). The job and its company change together, both rows locked.
 */
export async function correctJobCredits(db: Db, jobId: number, creditsUsed: number, now: () => Date) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!job) throw fail('JOB_NOT_EXISTED');
    const [company] = await tx.select().from(companies).where(eq(companies.id, job.companyId)).for('update');
    let credits = company!.credits;
    if (creditsUsed !== job.creditsUsed) {
      const change = creditsUsed - job.creditsUsed; // +1 charge, -1 refund
      if (change > 0) {
        const spent = await tx
          .update(companies)
          .set({ credits: sql`${companies.credits} - 1`, updatedAt: now() })
          .where(and(eq(companies.id, job.companyId), gt(companies.credits, 0)))
          .returning({ credits: companies.credits });
        if (spent.length === 0) throw fail('OUT_OF_CREDITS');
        credits = spent[0]!.credits;
      } else {
        const [back] = await tx
          .update(companies)
          .set({ credits: sql`${companies.credits} + 1`, updatedAt: now() })
          .where(eq(companies.id, job.companyId))
          .returning({ credits: companies.credits });
        credits = back!.credits;
      }
      await tx.update(jobs).set({ creditsUsed }).where(eq(jobs.id, job.id));
    }
    return {
      jobId: job.id,
      companyId: job.companyId,
      creditsUsed,
      credits,
      isView: isPostingVisible({ ...company!, credits }, now()),
    };
  });
}
