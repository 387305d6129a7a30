import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSeekers, outbox, resumeEmailReminders, resumes, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { iso } from '../../http/kit';
import type { OutgoingEmail, Outbox } from '../../mail/outbox';
import { withResumeChange, type ChildChange } from './children-repository';
import { findDuplicates } from './duplicates-repository';
import { scopeCondition, type ResumeScope } from './scope-repository';
import type { CreateCheckedBody } from './schemas';

/**
 * The repository of the section 7 resume calls whose behaviour the spec does not show (docs/decisions/0186,
 * 0196): the duplicate check of the checked create, the terms, a job seeker's CV and the email reminders.
 */

type Change = Omit<ChildChange, 'field' | 'action'>;

/**
 * RESUME_DUPLICATED (409) with every match, when the resume's name and birth date, one of its emails or
 * one of its phones (at most 20 checks) matches a resume of the company.
 */
export async function assertNoDuplicate(
  db: Db,
  companyId: number,
  resume: CreateCheckedBody['resume'],
  phone: string | undefined,
) {
  const contacts = resume.contacts ?? [];
  const emails = [resume.email, ...contacts.filter((c) => c.category === 3).map((c) => c.value)];
  const phones = [phone, ...contacts.filter((c) => c.category !== 3).map((c) => c.value)];
  const checks = [
    { firstName: resume.firstName, lastName: resume.lastName ?? '', dob: resume.dob ?? undefined },
    ...emails.filter((e): e is string => Boolean(e)).map((email) => ({ email })),
    ...phones.filter((p): p is string => Boolean(p)).map((p) => ({ phone: p })),
  ];
  const found = new Map<number, Set<string>>();
  for (const check of checks.slice(0, 20)) {
    for (const match of await findDuplicates(db, companyId, check)) {
      const why = found.get(match.id) ?? new Set<string>();
      match.matchedOn.forEach((m) => why.add(m));
      found.set(match.id, why);
    }
  }
  if (found.size > 0) {
    throw fail(
      'RESUME_DUPLICATED',
      [...found].map(([id, why]) => ({
        field: 'resume',
        code: 'duplicate',
        params: { resumeId: id, matchedOn: [...why].sort().join(',') },
      })),
    );
  }
}

/** Clears the terms' acceptance of the scope's resumes (or of `ids`): how many were reset. */
export async function resetTerms(db: Db, scope: ResumeScope, ids: number[] | undefined) {
  const rows = await db
    .update(resumes)
    .set({ termAcceptedAt: null })
    .where(and(scopeCondition(scope), isNotNull(resumes.termAcceptedAt), ids ? inArray(resumes.id, ids) : undefined))
    .returning({ id: resumes.id });
  return rows.length;
}

export async function acceptTerms(db: Db, acceptedAt: Date, change: Change) {
  await withResumeChange(db, { ...change, action: 'update', field: 'termAcceptedAt' }, async (tx) => {
    await tx.update(resumes).set({ termAcceptedAt: acceptedAt }).where(eq(resumes.id, change.resumeId));
  });
}

/** A job seeker's email and stored CV, or undefined. */
export async function jobSeekerCvOf(db: Db, id: number) {
  const [seeker] = await db
    .select({
      email: jobSeekers.email,
      cvPath: jobSeekers.cvPath,
      cvName: jobSeekers.cvName,
      cvMimeType: jobSeekers.cvMimeType,
    })
    .from(jobSeekers)
    .where(eq(jobSeekers.id, id));
  return seeker;
}

export async function setResumeCv(db: Db, cv: { cvPath: string; cvName: string; cvMimeType: string }, change: Change) {
  await withResumeChange(db, { ...change, action: 'update', field: 'cv' }, async (tx) => {
    await tx.update(resumes).set(cv).where(eq(resumes.id, change.resumeId));
  });
}

const reminderColumns = {
  id: resumeEmailReminders.id,
  resumeId: resumeEmailReminders.resumeId,
  remindAt: resumeEmailReminders.remindAt,
  subject: resumeEmailReminders.subject,
  note: resumeEmailReminders.note,
  recipientId: resumeEmailReminders.recipientId,
  recipientFirst: users.firstName,
  recipientLast: users.lastName,
  createdBy: resumeEmailReminders.createdBy,
  createdAt: resumeEmailReminders.createdAt,
  status: outbox.status,
  sentAt: outbox.sentAt,
};

async function reminders(db: Db, where: SQL) {
  const rows = await db
    .select(reminderColumns)
    .from(resumeEmailReminders)
    .innerJoin(users, eq(users.id, resumeEmailReminders.recipientId))
    .leftJoin(outbox, eq(outbox.id, resumeEmailReminders.outboxId))
    .where(where)
    .orderBy(asc(resumeEmailReminders.remindAt), asc(resumeEmailReminders.id));
  return rows.map(({ recipientFirst, recipientLast, status: _s, ...r }) => ({
    ...r,
    recipientName: `${recipientFirst} ${recipientLast}`.trim(),
    remindAt: r.remindAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
  }));
}

/** A resume's email reminders, the soonest first. */
export const listEmailReminders = (db: Db, resumeId: number) =>
  reminders(db, eq(resumeEmailReminders.resumeId, resumeId));

/** A staff member of the company (any status) with their email, or undefined. */
export async function staffRecipient(db: Db, companyId: number, userId: number) {
  const [recipient] = await db
    .select({ email: users.email, status: staff.status })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.userId, userId), eq(staff.companyId, companyId)));
  return recipient;
}

/** Queues the reminder's email for its time and records the reminder, in one transaction: the reminder. */
export async function addEmailReminder(
  db: Db,
  mail: Outbox,
  input: {
    message: OutgoingEmail;
    reminder: Omit<typeof resumeEmailReminders.$inferInsert, 'id' | 'resumeId' | 'outboxId'>;
  },
  change: Change,
) {
  const id = await withResumeChange(db, { ...change, action: 'add', field: 'emailReminders' }, async (tx) => {
    const [outboxId] = await mail.enqueue([input.message], tx);
    const [created] = await tx
      .insert(resumeEmailReminders)
      .values({ resumeId: change.resumeId, ...input.reminder, outboxId: outboxId ?? null })
      .returning({ id: resumeEmailReminders.id });
    return created!.id;
  });
  const [created] = await reminders(db, eq(resumeEmailReminders.id, id));
  return created!;
}
