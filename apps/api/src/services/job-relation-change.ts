import { alertsForJobEvent, translate, type JobEditType } from '@arms/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobHistories, jobs } from '../db/schema';
import { fireTemplateAlerts } from '../mail/alerts';
import { loadJob } from '../routes/jobs/repository';
import type { Services } from './context';
import type { JobActor } from './jobs';

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

/** One change of a job's relations (or of its skills): its edit type, its write and the answer. */
export interface RelationChange<T> {
  editType: JobEditType['id'];
  /** Writes the change on the job read in the transaction; answers what changed, or undefined for no change. */
  write: (tx: Db, job: typeof jobs.$inferSelect) => Promise<object | undefined>;
  /** The answer, read in the same transaction once the change is recorded. */
  answer: (tx: Db, job: typeof jobs.$inferSelect) => Promise<T>;
}

/**
 * One change of a job's relations in one transaction (docs/decisions/0080): reads the caller's job
 * (JOB_NOT_EXISTED for another company's), writes the change, records it (`recordRelationChange`: the
 * job, its history and the outbox) when something changed, and answers.
 */
export function changeJobRelation<T>(
  services: Pick<Services, 'db' | 'now' | 'outbox'>,
  { scope, userId }: JobActor,
  jobId: number,
  change: RelationChange<T>,
): Promise<T> {
  return services.db.transaction(async (tx) => {
    const { job } = await loadJob(tx, scope, jobId);
    const changes = await change.write(tx, job);
    if (changes) await recordRelationChange(tx, services, job, userId, change.editType, changes);
    return change.answer(tx, job);
  });
}
