import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobCoOwners, jobs } from '../../db/schema';
import type { ParsedList } from '../../http/kit';
import { listJobs } from './repository';

/** The jobs' "assigned to me" repository (docs/decisions/0080, 0205); the company's list is `listJobs`. */

/**
 * One page of the company's jobs assigned to a staff member: through the team assignment, or co-owned
 * (docs/decisions/0080). A caller without a staff record has none.
 */
export function listAssignedJobs(db: Db, scope: TenantScope, staffId: number | null | undefined, list: ParsedList) {
  const mine = sql`(${staffId ?? -1} = any(${jobs.teamAssignment}) or exists (select 1 from ${jobCoOwners} where ${jobCoOwners.jobId} = ${jobs.id} and ${jobCoOwners.staffId} = ${staffId ?? -1}))`;
  return listJobs(db, scope, list, mine);
}
