import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nationalities, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList } from '../../http/kit';
import { loadResume, scopeCondition, summaryColumns, toResume, type ResumeScope } from './repository';

/**
 * The resume records' repository (docs/decisions/0196): the resume list, one resume as answered, the
 * removal of a resume, its stored files, and the nationality behind a mother tongue. The search, the
 * duplicate check and the auto-match live in repository.ts.
 */

export const resumeList = defineList({
  fields: {
    id: { column: resumes.id, kind: 'integer', unique: true },
    firstName: { column: resumes.firstName, kind: 'string' },
    lastName: { column: resumes.lastName, kind: 'string' },
    email: { column: resumes.email, kind: 'string' },
    createdBy: { column: resumes.createdBy, kind: 'integer' },
    nationalityId: { column: resumes.nationalityId, kind: 'integer' },
    currentLocationId: { column: resumes.currentLocationId, kind: 'integer' },
    residentialStatusId: { column: resumes.residentialStatusId, kind: 'integer' },
    createdAt: { column: resumes.createdAt, kind: 'date-time' },
    updatedAt: { column: resumes.updatedAt, kind: 'date-time' },
  },
  defaultSort: [
    ['updatedAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

/**
 * `GET /resumes`: one page of the scope's resumes and the count of all that match, both on the server
 * (`pnpm bench:search --mode list` times it at 100,000 resumes; docs/performance.md). The page's ids come
 * first from an index in the list's order (migration 0017: an index-only scan, however deep `$skip` goes),
 * then only those rows are read (a deferred join; docs/decisions/0164). The count runs only when the page
 * cannot tell the total: a page shorter than `$limit` ends the list.
 */
export async function listResumes(db: Db, scope: ResumeScope, query: Record<string, unknown>) {
  const parsed = resumeList.parse(query);
  const where = and(scopeCondition(scope), parsed.where);
  const limit = parsed.limit ?? 25;
  const page = db
    .select({ id: resumes.id })
    .from(resumes)
    .where(where)
    .orderBy(...parsed.orderBy)
    .limit(limit)
    .offset(parsed.skip)
    .as('page');
  const rows = await db
    .select(summaryColumns)
    .from(resumes)
    .innerJoin(page, eq(resumes.id, page.id))
    .orderBy(...parsed.orderBy);
  const ended = rows.length < limit && (rows.length > 0 || parsed.skip === 0);
  const total = ended
    ? parsed.skip + rows.length
    : ((await db.select({ total: count() }).from(resumes).where(where))[0]?.total ?? 0);
  return {
    total,
    limit,
    skip: parsed.skip,
    data: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
  };
}

/** A resume of the scope with its contacts, work experiences and referees, as the API answers it. */
export async function resumeDetail(db: Db, scope: ResumeScope, id: number) {
  return toResume(await loadResume(db, scope, id));
}

/** Deletes a resume of the scope (its children go with it): its stored files' keys, or RESUME_NOT_EXISTED. */
export async function deleteResume(db: Db, scope: ResumeScope, id: number) {
  const [row] = await db
    .delete(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)))
    .returning({ photoPath: resumes.photoPath, cvPath: resumes.cvPath });
  if (!row) throw fail('RESUME_NOT_EXISTED');
  return row;
}

/** Sets (or clears) a resume's photo or CV columns. */
export async function setResumeFiles(
  db: Db,
  id: number,
  values: Partial<Pick<typeof resumes.$inferInsert, 'photoPath' | 'cvPath' | 'cvName' | 'cvMimeType' | 'updatedAt'>>,
) {
  await db.update(resumes).set(values).where(eq(resumes.id, id));
}

/** The ISO code of a nationality, or undefined. */
export async function nationalityCode(db: Db, id: number) {
  const [nationality] = await db
    .select({ code: nationalities.code })
    .from(nationalities)
    .where(eq(nationalities.id, id));
  return nationality?.code;
}
