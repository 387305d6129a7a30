import type { Lang } from '@arms/domain';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companies,
  departmentContacts,
  departments,
  interviews,
  jobResumes,
  jobs,
  resumes,
  users,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { listRows, windowTotal, type ParsedList } from '../../http/kit';
import { langForAddress } from '../../mail/language';
import { toInterview, type InterviewRow } from './shared';

/**
 * The interviews folder's repository (docs/decisions/0196): a nomination with what its messages need,
 * the hiring manager and the sender, and the interviews of a nomination, each scoped to the company.
 */

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

/** Reads an interview of the caller's company (404 otherwise), locking it when `lock` inside a transaction. */
export async function loadInterview(db: Db, scope: TenantScope, id: number, lock = false): Promise<InterviewRow> {
  const query = db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.companyId, scope.companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

export async function addInterview(db: Db, values: typeof interviews.$inferInsert): Promise<InterviewRow> {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function changeInterview(
  db: Db,
  id: number,
  changes: Partial<typeof interviews.$inferInsert>,
): Promise<InterviewRow> {
  const [row] = await db.update(interviews).set(changes).where(eq(interviews.id, id)).returning();
  return row!;
}

/** Moves a nomination from `from` to `to` unless it moved meanwhile: whether it moved. */
export async function setNominationStatus(db: Db, id: number, from: number, to: number, at: Date): Promise<boolean> {
  const moved = await db
    .update(jobResumes)
    .set({ status: to, updatedAt: at })
    .where(and(eq(jobResumes.id, id), eq(jobResumes.status, from)))
    .returning({ id: jobResumes.id });
  return moved.length > 0;
}

/** Which of these ids are nominations of the company's job. */
export async function nominationsOfJob(db: Db, scope: TenantScope, jobId: number, ids: number[]) {
  const rows = await db
    .select({ id: jobResumes.id })
    .from(jobResumes)
    .where(and(eq(jobResumes.companyId, scope.companyId), eq(jobResumes.jobId, jobId), inArray(jobResumes.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A nomination's interviews, a page of them. */
export function listInterviews(db: Db, scope: TenantScope, jobResumeId: number, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(interviews), total: windowTotal })
      .from(interviews)
      .where(and(eq(interviews.companyId, scope.companyId), eq(interviews.jobResumeId, jobResumeId), list.where))
      .orderBy(...list.orderBy),
    toInterview,
  );
}
