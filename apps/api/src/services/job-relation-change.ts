import { alertsForJobEvent, translate, type JobEditType } from '@arms/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobHistories, jobs } from '../db/schema';
import { fireTemplateAlerts } from '../mail/alerts';
import type { Services } from './context';

/**
 * The history row, the job's updatedAt and the "update job" alerts of one relation change, in the
 * caller's transaction (docs/decisions/0080): the job, its history and the outbox change together.
 */
export async function recordRelationChange(
  tx: Db,
  { now, outbox }: Pick<Services, 'now' | 'outbox'>,
  job: typeof jobs.$inferSelect,
  userId: number,
  editType: JobEditType['id'],
  changes: object,
) {
  await tx.update(jobs).set({ updatedAt: now() }).where(eq(jobs.id, job.id));
  await tx.insert(jobHistories).values({
    companyId: job.companyId,
    jobId: job.id,
    editType,
    changes: JSON.parse(JSON.stringify(changes)) as Record<string, unknown>,
    userId,
    createdAt: now(),
  });
  await fireTemplateAlerts(tx, outbox, job.companyId, alertsForJobEvent('updated'), 'alertJobUpdated', (lang) => ({
    position: job.position,
    jobId: job.id,
    changes: translate(`domain.jobEditType.${editType}`, lang),
  }));
}
