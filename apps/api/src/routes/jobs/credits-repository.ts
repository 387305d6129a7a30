import { and, desc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { candidateTokens, companies } from '../../db/schema';
import { fail } from '../../http/errors';

/**
 * The jobs' credits and invitation check repository (docs/decisions/0120, 0196); the correction of a
 * job's credits record, which changes the job and its company together, is services/job-credits.ts.
 */

/** The caller's company row, or COMPANY_NOT_FOUND. */
export async function companyOf(db: Db, scope: TenantScope) {
  const [company] = await db.select().from(companies).where(eq(companies.id, scope.companyId));
  if (!company) throw fail('COMPANY_NOT_FOUND');
  return company;
}

/** The latest invitation of this address to this job of the company, or undefined. */
export async function latestInvitation(db: Db, scope: TenantScope, jobId: number, email: string) {
  const [latest] = await db
    .select({ issuedAt: candidateTokens.issuedAt, usedAt: candidateTokens.usedAt })
    .from(candidateTokens)
    .where(
      and(
        eq(candidateTokens.kind, 'invitation'),
        eq(candidateTokens.companyId, scope.companyId),
        eq(candidateTokens.jobId, jobId),
        eq(candidateTokens.email, email.toLowerCase()),
      ),
    )
    .orderBy(desc(candidateTokens.issuedAt))
    .limit(1);
  return latest;
}
