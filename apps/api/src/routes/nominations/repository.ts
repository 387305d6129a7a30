import { and, desc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { jobResumeRemarks, jobResumeVisits, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { person, personColumns } from './shared';

/**
 * The nominations' repository (docs/decisions/0196): a nomination's remarks and its visitors, each
 * scoped to the caller's company. Handlers validate, call these and answer. The nominations
 * themselves are read in records-repository.ts; each other concern has its own repository file.
 */

type RemarkRow = {
  r: typeof jobResumeRemarks.$inferSelect;
  author: { id: number | null; firstName: string | null; lastName: string | null } | null;
};

/** A remark as the API answers it: its author, whether it was edited, and when. */
const toRemark = ({ r, author }: RemarkRow) => ({
  id: r.id,
  jobResumeId: r.jobResumeId,
  text: r.text,
  author: person(author),
  edited: r.updatedAt.getTime() !== r.createdAt.getTime(),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const remarkWithAuthor = (db: Db) =>
  db
    .select({ r: jobResumeRemarks, author: personColumns })
    .from(jobResumeRemarks)
    .leftJoin(users, eq(users.id, jobResumeRemarks.userId));

/** A nomination's remarks, newest first. */
export async function listRemarks(db: Db, scope: TenantScope, nominationId: number) {
  const rows = await remarkWithAuthor(db)
    .where(and(eq(jobResumeRemarks.jobResumeId, nominationId), eq(jobResumeRemarks.companyId, scope.companyId)))
    .orderBy(desc(jobResumeRemarks.createdAt), desc(jobResumeRemarks.id));
  return rows.map(toRemark);
}

/** One remark of the caller's company, or NO_RECORD_FOUND_FOR_ID. */
export async function loadRemark(db: Db, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(jobResumeRemarks)
    .where(and(eq(jobResumeRemarks.id, id), eq(jobResumeRemarks.companyId, scope.companyId)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/** One remark as the API answers it. */
export async function remarkAnswer(db: Db, id: number) {
  const [row] = await remarkWithAuthor(db).where(eq(jobResumeRemarks.id, id));
  return toRemark(row!);
}

/** Adds a remark by `userId` to a nomination and answers it. */
export async function addRemark(
  db: Db,
  scope: TenantScope,
  values: { nominationId: number; userId: number; text: string; at: Date },
) {
  const [row] = await db
    .insert(jobResumeRemarks)
    .values({
      companyId: scope.companyId,
      jobResumeId: values.nominationId,
      userId: values.userId,
      text: values.text,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: jobResumeRemarks.id });
  return remarkAnswer(db, row!.id);
}

/** Replaces a remark's text and answers it. */
export async function updateRemark(db: Db, scope: TenantScope, id: number, text: string, at: Date) {
  await db
    .update(jobResumeRemarks)
    .set({ text, updatedAt: at })
    .where(and(eq(jobResumeRemarks.id, id), eq(jobResumeRemarks.companyId, scope.companyId)));
  return remarkAnswer(db, id);
}

/** Deletes a remark. */
export async function deleteRemark(db: Db, scope: TenantScope, id: number): Promise<void> {
  await db
    .delete(jobResumeRemarks)
    .where(and(eq(jobResumeRemarks.id, id), eq(jobResumeRemarks.companyId, scope.companyId)));
}

/** Who opened a nomination and when, as `listRows` pages them (ADR 0089). */
export async function listVisits(db: Db, scope: TenantScope, nominationId: number, list: ParsedList) {
  const where = and(
    eq(jobResumeVisits.jobResumeId, nominationId),
    eq(jobResumeVisits.companyId, scope.companyId),
    list.where,
  );
  return listRows(
    list,
    db
      .select({ v: jobResumeVisits, firstName: users.firstName, lastName: users.lastName, total: windowTotal })
      .from(jobResumeVisits)
      .innerJoin(users, eq(users.id, jobResumeVisits.userId))
      .where(where)
      .orderBy(...list.orderBy),
    ({ v, firstName, lastName }) => ({
      id: v.id,
      userId: v.userId,
      firstName,
      lastName,
      visitedAt: iso(v.visitedAt),
    }),
  );
}
