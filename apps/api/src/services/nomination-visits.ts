import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A user's visits to one nomination closer together than this count once (ADR 0087). */
export const visitWindowMs = 60 * 60 * 1000;

/**
 * Records that a user opened a nomination (section 3 "visitors"), unless they already did within the
 * last hour. One statement, so the check and the insert see the same rows.
 */
export async function recordVisit(db: Db, companyId: number, jobResumeId: number, userId: number, at: Date) {
  const since = new Date(at.getTime() - visitWindowMs);
  await db.execute(sql`
    insert into job_resume_visits (company_id, job_resume_id, user_id, visited_at)
    select ${companyId}, ${jobResumeId}, ${userId}, ${at.toISOString()}::timestamptz
    where not exists (
      select 1 from job_resume_visits
      where job_resume_id = ${jobResumeId} and user_id = ${userId} and visited_at > ${since.toISOString()}::timestamptz
    )`);
}
