import { postingAllowance, publishStates } from '@arms/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { candidateTokens, companies } from '../../db/schema';
import { fail } from '../../http/errors';
import { loadJob } from './repository';

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

const accepts = (state: string) => publishStates.items.find((p) => p.id === state)?.acceptsApplications === true;

/**
 * What saving a job (`jobId`, absent for a new one) with a publish state would spend, and whether the
 * company can now (docs/decisions/0120): a first publish costs one credit; nothing changes.
 */
export async function quoteJobCredits(
  db: Db,
  scope: TenantScope,
  { jobId, publishState }: { jobId?: number; publishState: string },
  now: () => Date,
) {
  const creditsUsed = jobId === undefined ? 0 : (await loadJob(db, scope, jobId)).job.creditsUsed;
  const company = await companyOf(db, scope);
  const cost = accepts(publishState) && creditsUsed === 0 ? 1 : 0;
  const allowance = postingAllowance(company, now());
  return {
    jobId: jobId ?? null,
    cost,
    creditsUsed,
    credits: company.credits,
    isView: allowance.kind === 'allow',
    code: cost === 1 && allowance.kind === 'deny' ? allowance.code : null,
  };
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
