import { jobStatuses, postingAllowance } from '@arms/domain';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { companies, departmentContacts, departments, jobHistories, jobs, staff } from '../../db/schema';
import { fail } from '../../http/errors';

/**
 * The jobs' create and edit repository (docs/decisions/0196, 0205): the checks of a job's hiring entity,
 * contact person and team, the credit a first publish spends, the job's row and history writes, and the
 * duplicate check. `services/jobs.ts` runs them in one transaction.
 */

/** The hiring entity and its contact person must be the caller's (else 404). */
export async function checkJobRelations(db: Db, scope: TenantScope, values: Record<string, unknown>) {
  const departmentId = values.departmentId as number | null | undefined;
  if (departmentId != null) {
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, departmentId), eq(departments.companyId, scope.companyId)));
    if (!d) throw fail('PROJECT_NOT_EXISTED');
  }
  const contactId = values.contactPersonId as number | null | undefined;
  if (contactId != null) {
    const [c] = await db
      .select({ id: departmentContacts.id, departmentId: departmentContacts.departmentId })
      .from(departmentContacts)
      .where(and(eq(departmentContacts.id, contactId), eq(departmentContacts.companyId, scope.companyId)));
    if (!c || (departmentId != null && c.departmentId !== departmentId)) throw fail('NO_RECORD_FOUND_FOR_ID');
  }
  // The team are staff records of the caller's company: another company's or a missing id is 404.
  const team = values.teamAssignment as number[] | null | undefined;
  if (team && team.length > 0) {
    const ids = [...new Set(team)];
    const found = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(inArray(staff.id, ids), eq(staff.companyId, scope.companyId)));
    if (found.length !== ids.length)
      throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'teamAssignment', code: 'notFound' }]);
  }
}

/**
 * Spends one credit for a job's first publish, in the caller's transaction (section 3, 8): the posting
 * rule first (subscription, then credits), then a conditional decrement so two concurrent publishes
 * cannot both spend the last credit.
 */
export async function spendPublishCredit(tx: Db, companyId: number, now: Date) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const allowance = postingAllowance(company!, now);
  if (allowance.kind === 'deny') throw fail(allowance.code);
  const spent = await tx
    .update(companies)
    .set({ credits: sql`${companies.credits} - 1`, updatedAt: now })
    .where(and(eq(companies.id, companyId), gt(companies.credits, 0)))
    .returning({ credits: companies.credits });
  if (spent.length === 0) throw fail('OUT_OF_CREDITS');
}

/** Inserts a job: its row. */
export async function insertJob(tx: Db, values: typeof jobs.$inferInsert) {
  const [row] = await tx.insert(jobs).values(values).returning();
  return row!;
}

/** Writes changed fields of a job of the company. */
export async function updateJobFields(tx: Db, scope: TenantScope, id: number, values: Record<string, unknown>) {
  await tx
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, scope.companyId)));
}

/** Adds entries to a job's history. */
export async function addJobHistories(tx: Db, entries: Array<typeof jobHistories.$inferInsert>) {
  await tx.insert(jobHistories).values(entries);
}

/** A company's name, for the alerts ('' when it is gone). */
export async function companyName(db: Db, companyId: number) {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name ?? '';
}

/**
 * The company's open jobs with the same position (case-insensitive, trimmed), for the hiring entity
 * when one is given, other than `excludeJobId`: their ids in order.
 */
export async function duplicateJobIds(
  db: Db,
  scope: TenantScope,
  { position, departmentId, excludeJobId }: { position: string; departmentId?: number | null; excludeJobId?: number },
) {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, scope.companyId),
        sql`lower(trim(${jobs.position})) = lower(trim(${position}))`,
        departmentId == null ? undefined : eq(jobs.departmentId, departmentId),
        ne(jobs.jobStatusId, jobStatuses.idOf.close),
        excludeJobId === undefined ? undefined : ne(jobs.id, excludeJobId),
      ),
    )
    .orderBy(jobs.id);
  return rows.map((r) => r.id);
}
