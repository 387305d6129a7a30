import { canTransition, staffRoles, type Lang } from '@arms/domain';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { companies, departmentContacts, departments, jobResumes, jobs, resumes, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { illegalTransition } from '../../services/transitions';
import { fireNominationAlert } from '../../mail/alerts';
import { langForAddress } from '../../mail/language';
import type { Outbox } from '../../mail/outbox';
import { recordStatusChanges } from '../../services/nomination-log';

/** Who may send candidate messages and schedule interviews: whoever works a job's nominations. */
export const nominate = { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'] as const };

/** One message the request wrote (or could not write for want of an address). */
export const SentTo = Type.Object({
  jobResumeId: Type.Integer(),
  recipient: Type.Union([Type.Literal('candidate'), Type.Literal('hiringManager')]),
  email: Type.String(),
  lang: Type.Union([Type.Literal('en'), Type.Literal('vn')]),
});
export const Skipped = Type.Object({
  jobResumeId: Type.Integer(),
  recipient: Type.Union([Type.Literal('candidate'), Type.Literal('hiringManager')]),
  reason: Type.Union([Type.Literal('noEmail'), Type.Literal('notFound')], {
    description: 'noEmail: the record has no email address; notFound: not a nomination of this job',
  }),
});
export type SentTo = { jobResumeId: number; recipient: 'candidate' | 'hiringManager'; email: string; lang: Lang };
export type Skipped = { jobResumeId: number; recipient: 'candidate' | 'hiringManager'; reason: 'noEmail' | 'notFound' };

/** A nomination with what its messages need: the candidate, the job (or entity), the company. */
export interface NominationContext {
  nomination: typeof jobResumes.$inferSelect;
  candidate: { firstName: string; lastName: string; name: string; email: string | null };
  job: typeof jobs.$inferSelect | null;
  /** The job's position, or the hiring entity's name for an entity nomination. */
  position: string;
  company: { id: number; name: string; email: string | null };
}

/** Reads a nomination of the caller's company (404 otherwise), locking it when `lock` inside a transaction. */
export async function loadNominationContext(
  db: Db,
  scope: TenantScope,
  id: number,
  lock = false,
): Promise<NominationContext> {
  const query = db
    .select({
      n: jobResumes,
      r: { firstName: resumes.firstName, lastName: resumes.lastName, email: resumes.email },
      job: jobs,
      department: departments.name,
      company: { id: companies.id, name: companies.name, email: companies.email },
    })
    .from(jobResumes)
    .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
    .innerJoin(companies, eq(companies.id, jobResumes.companyId))
    .leftJoin(jobs, eq(jobs.id, jobResumes.jobId))
    .leftJoin(departments, eq(departments.id, jobResumes.departmentId))
    .where(and(eq(jobResumes.id, id), eq(jobResumes.companyId, scope.companyId)));
  const [row] = lock ? await query.for('update', { of: jobResumes }) : await query;
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return {
    nomination: row.n,
    candidate: {
      ...row.r,
      name: `${row.r.firstName} ${row.r.lastName}`.trim(),
      email: row.r.email?.trim() ? row.r.email.trim() : null,
    },
    job: row.job,
    position: row.job?.position ?? row.department ?? '',
    company: row.company,
  };
}

/** The job's hiring manager (section 3: jobs.contactPersonId), when active and with an email. */
export async function hiringManagerOf(
  db: Db,
  job: typeof jobs.$inferSelect | null,
): Promise<{ name: string; email: string | null } | null> {
  if (!job?.contactPersonId) return null;
  const [row] = await db.select().from(departmentContacts).where(eq(departmentContacts.id, job.contactPersonId));
  if (!row || row.status !== 1) return null;
  return { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email?.trim() ? row.email.trim() : null };
}

/** The sending user's address and language (for the calendar organizer and recipients without an account). */
export async function sender(db: Db, userId: number): Promise<{ email: string; lang: Lang }> {
  const [row] = await db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  return { email: row?.email ?? '', lang: row?.lang === 'vn' ? 'vn' : 'en' };
}

/** The language to write to a candidate or hiring manager in (docs/decisions/0092). */
export const recipientLang = (db: Db, email: string, senderLang: Lang) => langForAddress(db, email, senderLang);

/**
 * Moves a nomination along the domain's transitions inside the caller's transaction: the status log
 * (docs/decisions/0070) and the email alerts follow; an illegal move is a 409 and changes nothing.
 */
export async function moveNomination(
  tx: Db,
  outbox: Outbox,
  context: { companyId: number; userId: number; at: Date },
  nomination: { id: number; status: number },
  to: number,
): Promise<void> {
  if (!canTransition(nomination.status, to)) throw illegalTransition(nomination.status, to);
  const moved = await tx
    .update(jobResumes)
    .set({ status: to, updatedAt: context.at })
    .where(and(eq(jobResumes.id, nomination.id), eq(jobResumes.status, nomination.status)))
    .returning({ id: jobResumes.id });
  if (moved.length === 0) throw illegalTransition(nomination.status, to);
  await recordStatusChanges(
    tx,
    context.companyId,
    context.userId,
    [{ id: nomination.id, from: nomination.status, to }],
    context.at,
  );
  await fireNominationAlert(tx, outbox, context.companyId, { id: nomination.id, from: nomination.status, to });
}
