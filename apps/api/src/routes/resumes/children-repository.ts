import { validateRequired } from '@arms/domain';
import { and, asc, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import type { Db } from '../../db/client';
import {
  jobs,
  resumeAppliedJobs,
  resumeContacts,
  resumeHistories,
  resumes,
  resumeWorkExperiences,
  sectors,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { likeLiteral } from '../../http/kit';
import { assertValid } from '../../http/validation';
import type { AppliedJobBody } from './child-shared';
import { contactKey } from './duplicates-repository';
import { resumeScope, scopeCondition, type ResumeScope } from './scope-repository';

/**
 * The resume children's repository (section 7 "Resume children"; docs/decisions/0100, 0196): each
 * single-child write runs in one transaction with the resume's history row; every read is scoped to
 * the caller's resumes (tenant, and the uploader for access_uploaded_candidate).
 */

/** Who writes, and when: the history row of a single-child write. */
export interface ChildChange {
  resumeId: number;
  action: 'add' | 'update' | 'remove';
  field: string;
  userId: number;
  now: Date;
}

/**
 * One single-child write of a resume (docs/decisions/0100): the resume's `updated_at` moves on and a
 * history row names the action and the child list it touched. Called inside the write's transaction.
 */
export async function recordResumeChange(tx: Db, input: ChildChange) {
  await tx.update(resumes).set({ updatedAt: input.now }).where(eq(resumes.id, input.resumeId));
  await tx.insert(resumeHistories).values({
    resumeId: input.resumeId,
    action: input.action,
    fields: [input.field],
    userId: input.userId,
    createdAt: input.now,
  });
}

/** Runs a child write and its history row in one transaction. */
export function withResumeChange<T>(db: Db, change: ChildChange, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    await recordResumeChange(tx, change);
    return result;
  });
}

// ----- the resume row and the lists kept on it -----

/** The resume row of the caller's scope, or RESUME_NOT_EXISTED (404). */
export async function scopedResume(db: Db, auth: AuthContext, id: number) {
  const scope = resumeScope(auth);
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)));
  if (!row) throw fail('RESUME_NOT_EXISTED');
  return { scope, row };
}

type ResumeRow = typeof resumes.$inferSelect;
type ListColumn = 'tags' | 'messengers' | 'sectorIds' | 'specialtyIds';

/** Replaces one of the lists kept on the resume row (tags, messengers, sectors, specialties), with its history row. */
export async function setResumeList<K extends ListColumn>(
  db: Db,
  column: K,
  next: ResumeRow[K],
  change: Omit<ChildChange, 'field'>,
) {
  await withResumeChange(db, { ...change, field: column }, async (tx) => {
    await tx
      .update(resumes)
      .set({ [column]: next })
      .where(eq(resumes.id, change.resumeId));
  });
}

/** The company's resume tags starting with `prefix` (any case), most used first. */
export async function matchTags(db: Db, scope: ResumeScope, prefix: string, limit: number) {
  const pattern = `${likeLiteral(prefix.trim().toLowerCase())}%`;
  const result = (await db.execute(sql`
    select min(t.tag) as tag, count(*)::int as count
    from ${resumes}, unnest(${resumes.tags}) as t(tag)
    where ${scopeCondition(scope)} and lower(t.tag) like ${pattern}
    group by lower(t.tag)
    order by count(*) desc, lower(t.tag) asc
    limit ${limit}`)) as unknown as { rows: Array<{ tag: string; count: number }> };
  return result.rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** SECTOR_NOT_EXISTED unless the sector exists. */
export async function assertSector(db: Db, id: number) {
  const [sector] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, id));
  if (!sector) throw fail('SECTOR_NOT_EXISTED');
}

// ----- contacts -----

/** A contact of a resume in the caller's scope (NO_RECORD_FOUND_FOR_ID for another tenant's or uploader's). */
export async function loadContact(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ contact: resumeContacts })
    .from(resumeContacts)
    .innerJoin(resumes, eq(resumes.id, resumeContacts.resumeId))
    .where(and(scopeCondition(scope), eq(resumeContacts.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.contact;
}

/** The caller's resumes (at most 50) whose email, or one of whose email contacts, is this address. */
export async function resumesWithEmail(db: Db, scope: ResumeScope, email: string, excludeResumeId?: number) {
  const viaContact = db
    .select({ id: resumeContacts.resumeId })
    .from(resumeContacts)
    .where(and(eq(resumeContacts.companyId, scope.companyId), eq(resumeContacts.matchKey, email)));
  return db
    .select({ id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName })
    .from(resumes)
    .where(
      and(
        scopeCondition(scope),
        or(sql`lower(${resumes.email}) = ${email}`, inArray(resumes.id, viaContact)),
        excludeResumeId === undefined ? undefined : sql`${resumes.id} <> ${excludeResumeId}`,
      ),
    )
    .orderBy(asc(resumes.id))
    .limit(50);
}

const contactColumns = { id: resumeContacts.id, category: resumeContacts.category, value: resumeContacts.value };

export async function addContact(
  db: Db,
  companyId: number,
  contact: { category: number; value: string },
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  return withResumeChange(db, { ...change, action: 'add', field: 'contacts' }, async (tx) => {
    const [c] = await tx
      .insert(resumeContacts)
      .values({
        resumeId: change.resumeId,
        companyId,
        ...contact,
        matchKey: contactKey(contact.category, contact.value),
      })
      .returning(contactColumns);
    return c!;
  });
}

export async function updateContact(
  db: Db,
  id: number,
  contact: { category: number; value: string },
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  return withResumeChange(db, { ...change, action: 'update', field: 'contacts' }, async (tx) => {
    const [c] = await tx
      .update(resumeContacts)
      .set({ ...contact, matchKey: contactKey(contact.category, contact.value) })
      .where(eq(resumeContacts.id, id))
      .returning(contactColumns);
    return c!;
  });
}

export async function removeContact(db: Db, id: number, change: Omit<ChildChange, 'field' | 'action'>) {
  await withResumeChange(db, { ...change, action: 'remove', field: 'contacts' }, async (tx) => {
    await tx.delete(resumeContacts).where(eq(resumeContacts.id, id));
  });
}

// ----- work experiences -----

export async function loadWorkExperience(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeWorkExperiences })
    .from(resumeWorkExperiences)
    .innerJoin(resumes, eq(resumes.id, resumeWorkExperiences.resumeId))
    .where(and(scopeCondition(scope), eq(resumeWorkExperiences.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

type WorkExperienceValues = Omit<typeof resumeWorkExperiences.$inferInsert, 'id' | 'resumeId' | 'sortOrder'>;

/** Adds a work experience after the resume's last one. */
export async function addWorkExperience(
  db: Db,
  values: WorkExperienceValues,
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  return withResumeChange(db, { ...change, action: 'add', field: 'workExperiences' }, async (tx) => {
    const [last] = await tx
      .select({ order: max(resumeWorkExperiences.sortOrder) })
      .from(resumeWorkExperiences)
      .where(eq(resumeWorkExperiences.resumeId, change.resumeId));
    const [w] = await tx
      .insert(resumeWorkExperiences)
      .values({ resumeId: change.resumeId, ...values, sortOrder: (last?.order ?? -1) + 1 })
      .returning();
    return w!;
  });
}

export async function updateWorkExperience(
  db: Db,
  id: number,
  values: Partial<WorkExperienceValues>,
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  return withResumeChange(db, { ...change, action: 'update', field: 'workExperiences' }, async (tx) => {
    const [w] = await tx.update(resumeWorkExperiences).set(values).where(eq(resumeWorkExperiences.id, id)).returning();
    return w!;
  });
}

export async function removeWorkExperience(db: Db, id: number, change: Omit<ChildChange, 'field' | 'action'>) {
  await withResumeChange(db, { ...change, action: 'remove', field: 'workExperiences' }, async (tx) => {
    await tx.delete(resumeWorkExperiences).where(eq(resumeWorkExperiences.id, id));
  });
}

// ----- applied jobs -----

export async function loadAppliedJob(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .select({ item: resumeAppliedJobs })
    .from(resumeAppliedJobs)
    .innerJoin(resumes, eq(resumes.id, resumeAppliedJobs.resumeId))
    .where(and(scopeCondition(scope), eq(resumeAppliedJobs.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row.item;
}

/** A resume's applied jobs, latest application first (undated last). */
export function listAppliedJobs(db: Db, resumeId: number) {
  return db
    .select()
    .from(resumeAppliedJobs)
    .where(eq(resumeAppliedJobs.resumeId, resumeId))
    .orderBy(sql`${resumeAppliedJobs.appliedDate} desc nulls last`, desc(resumeAppliedJobs.id));
}

/**
 * The applied-job rule (docs/decisions/0101): a job of the caller's company, whose position is copied,
 * or an external position with its company name; the same company job only once per resume.
 */
export async function appliedValues(
  db: Db,
  scope: ResumeScope,
  resumeId: number,
  body: { jobId?: number | null; companyName?: string | null; position?: string | null },
  current?: typeof resumeAppliedJobs.$inferSelect,
) {
  const jobId = body.jobId !== undefined ? body.jobId : (current?.jobId ?? null);
  if (jobId !== null) {
    const [job] = await db
      .select({ id: jobs.id, position: jobs.position })
      .from(jobs)
      .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.id, jobId)));
    if (!job) throw fail('JOB_NOT_EXISTED');
    if (jobId !== current?.jobId) {
      const [taken] = await db
        .select({ id: resumeAppliedJobs.id })
        .from(resumeAppliedJobs)
        .where(and(eq(resumeAppliedJobs.resumeId, resumeId), eq(resumeAppliedJobs.jobId, jobId)));
      if (taken) throw fail('JOBS_ALREADY_APPLIED');
    }
    return { jobId, companyName: null, position: job.position };
  }
  const companyName = body.companyName !== undefined ? body.companyName : (current?.companyName ?? null);
  const position = body.position !== undefined ? body.position : (current?.position ?? null);
  assertValid(validateRequired({ company: companyName, position }, ['company', 'position']));
  return { jobId: null, companyName: companyName!.trim(), position: position!.trim() };
}

type AppliedJobValues = Omit<typeof resumeAppliedJobs.$inferInsert, 'id' | 'resumeId'>;

export async function addAppliedJob(db: Db, values: AppliedJobValues, change: Omit<ChildChange, 'field' | 'action'>) {
  return withResumeChange(db, { ...change, action: 'add', field: 'appliedJobs' }, async (tx) => {
    const [a] = await tx
      .insert(resumeAppliedJobs)
      .values({ resumeId: change.resumeId, ...values })
      .returning();
    return a!;
  });
}

export async function updateAppliedJob(
  db: Db,
  id: number,
  values: Partial<AppliedJobValues>,
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  return withResumeChange(db, { ...change, action: 'update', field: 'appliedJobs' }, async (tx) => {
    const [a] = await tx.update(resumeAppliedJobs).set(values).where(eq(resumeAppliedJobs.id, id)).returning();
    return a!;
  });
}

/** Who records an applied job, and the clock read once the applied-job rule has passed. */
interface AppliedJobWriter {
  userId: number;
  now: () => Date;
}

/** Records a job the resume's candidate applied to (the applied-job rule first), with its history row: the row. */
export async function recordAppliedJob(
  db: Db,
  scope: ResumeScope,
  resumeId: number,
  body: AppliedJobBody,
  writer: AppliedJobWriter,
) {
  const values = await appliedValues(db, scope, resumeId, body);
  const at = writer.now();
  return addAppliedJob(
    db,
    {
      companyId: scope.companyId,
      ...values,
      appliedDate: body.appliedDate ?? null,
      outcome: body.outcome ?? 'applied',
      createdBy: writer.userId,
      createdAt: at,
      updatedAt: at,
    },
    { resumeId, userId: writer.userId, now: at },
  );
}

/** Changes an applied job (the applied-job rule on the row as it becomes), with its history row: the row. */
export async function changeAppliedJob(
  db: Db,
  scope: ResumeScope,
  current: typeof resumeAppliedJobs.$inferSelect,
  body: AppliedJobBody,
  writer: AppliedJobWriter,
) {
  const values = await appliedValues(db, scope, current.resumeId, body, current);
  const at = writer.now();
  return updateAppliedJob(
    db,
    current.id,
    {
      ...values,
      ...(body.appliedDate !== undefined ? { appliedDate: body.appliedDate } : {}),
      ...(body.outcome !== undefined ? { outcome: body.outcome } : {}),
      updatedAt: at,
    },
    { resumeId: current.resumeId, userId: writer.userId, now: at },
  );
}

export async function removeAppliedJob(db: Db, id: number, change: Omit<ChildChange, 'field' | 'action'>) {
  await withResumeChange(db, { ...change, action: 'remove', field: 'appliedJobs' }, async (tx) => {
    await tx.delete(resumeAppliedJobs).where(eq(resumeAppliedJobs.id, id));
  });
}
