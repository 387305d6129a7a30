import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeReferees, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { likeLiteral, listRows, windowTotal } from '../../http/kit';
import { withResumeChange, type ChildChange } from './children-repository';

/**
 * The referee contacts' repository (docs/decisions/0104, 0196): the referees of the company's resumes,
 * each write with the resume's history row in one transaction.
 */

export const refereeColumns = {
  id: resumeReferees.id,
  resumeId: resumeReferees.resumeId,
  firstName: resumes.firstName,
  lastName: resumes.lastName,
  name: resumeReferees.name,
  designation: resumeReferees.designation,
  company: resumeReferees.company,
  email: resumeReferees.email,
  phone: resumeReferees.phone,
  avatarPath: resumeReferees.avatarPath,
};
export type RefereeRow = {
  [K in keyof typeof refereeColumns]:
    (typeof refereeColumns)[K]['_']['data'] | ((typeof refereeColumns)[K]['_']['notNull'] extends true ? never : null);
};

/** A referee of a resume of the company, or NO_RECORD_FOUND_FOR_ID (404). */
export async function loadReferee(db: Db, companyId: number, id: number): Promise<RefereeRow> {
  const [row] = await db
    .select(refereeColumns)
    .from(resumeReferees)
    .innerJoin(resumes, eq(resumes.id, resumeReferees.resumeId))
    .where(and(eq(resumes.companyId, companyId), eq(resumeReferees.id, id)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/** RESUME_NOT_EXISTED (404) unless the resume is the company's. */
export async function assertCompanyResume(db: Db, companyId: number, resumeId: number) {
  const [resume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.companyId, companyId), eq(resumes.id, resumeId)));
  if (!resume) throw fail('RESUME_NOT_EXISTED');
}

/** A page of the company's referees, optionally of one resume or matching a name, company or email, by name. */
export async function listReferees<T>(
  db: Db,
  companyId: number,
  filter: { resumeId?: number; search?: string; skip: number; limit: number },
  map: (row: RefereeRow) => T,
) {
  const parts: SQL[] = [eq(resumes.companyId, companyId)];
  if (filter.resumeId !== undefined) parts.push(eq(resumeReferees.resumeId, filter.resumeId));
  const search = filter.search?.trim();
  if (search) {
    const like = `%${likeLiteral(search.toLowerCase())}%`;
    parts.push(
      sql`(lower(${resumeReferees.name}) like ${like} or lower(coalesce(${resumeReferees.company}, '')) like ${like} or lower(coalesce(${resumeReferees.email}, '')) like ${like})`,
    );
  }
  const orderBy = [asc(resumeReferees.name), asc(resumeReferees.id)];
  return listRows(
    { where: and(...parts), orderBy, skip: filter.skip, limit: filter.limit, plain: false },
    db
      .select({ ...refereeColumns, total: windowTotal })
      .from(resumeReferees)
      .innerJoin(resumes, eq(resumes.id, resumeReferees.resumeId))
      .where(and(...parts))
      .orderBy(...orderBy),
    map,
  );
}

type RefereeValues = Omit<typeof resumeReferees.$inferInsert, 'id' | 'resumeId' | 'avatarPath'>;

/** Adds a referee to a resume: its id. */
export async function addReferee(db: Db, values: RefereeValues, change: Omit<ChildChange, 'field' | 'action'>) {
  return withResumeChange(db, { ...change, action: 'add', field: 'referees' }, async (tx) => {
    const [row] = await tx
      .insert(resumeReferees)
      .values({ resumeId: change.resumeId, ...values })
      .returning({ id: resumeReferees.id });
    return row!.id;
  });
}

export async function updateReferee(
  db: Db,
  id: number,
  values: Partial<RefereeValues>,
  change: Omit<ChildChange, 'field' | 'action'>,
) {
  await withResumeChange(db, { ...change, action: 'update', field: 'referees' }, async (tx) => {
    await tx.update(resumeReferees).set(values).where(eq(resumeReferees.id, id));
  });
}

export async function removeReferee(db: Db, id: number, change: Omit<ChildChange, 'field' | 'action'>) {
  await withResumeChange(db, { ...change, action: 'remove', field: 'referees' }, async (tx) => {
    await tx.delete(resumeReferees).where(eq(resumeReferees.id, id));
  });
}

/** Sets (or, with null, clears) the stored key of a referee's avatar. */
export async function setRefereeAvatar(db: Db, id: number, key: string | null) {
  await db.update(resumeReferees).set({ avatarPath: key }).where(eq(resumeReferees.id, id));
}
