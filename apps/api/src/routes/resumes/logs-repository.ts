import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeHistories, resumes, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { scopeCondition, type ResumeScope } from './repository';

/**
 * The resume logs' repository (docs/decisions/0102, 0196): a resume's history rows and the updated logs
 * (notes) users leave, every read scoped to the caller's resumes.
 */

/** The action of an updated log; every other action is a change the API recorded itself. */
export const reviewed = 'reviewed';

export const historyList = defineList({
  fields: {
    id: { column: resumeHistories.id, kind: 'integer' },
    action: { column: resumeHistories.action, kind: 'string' },
    userId: { column: resumeHistories.userId, kind: 'integer' },
    createdAt: { column: resumeHistories.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  maxLimit: 200,
  defaultLimit: 25,
});

const columns = {
  id: resumeHistories.id,
  resumeId: resumeHistories.resumeId,
  action: resumeHistories.action,
  fields: resumeHistories.fields,
  note: resumeHistories.note,
  userId: resumeHistories.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: resumeHistories.createdAt,
  noteUpdatedAt: resumeHistories.noteUpdatedAt,
};

interface Row {
  id: number;
  resumeId: number;
  action: string;
  fields: string[];
  note: string | null;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  noteUpdatedAt: Date | null;
}
const show = ({ firstName, lastName, ...r }: Row) => ({
  ...r,
  userName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  createdAt: r.createdAt.toISOString(),
  noteUpdatedAt: iso(r.noteUpdatedAt),
});

/** The id of a resume in the caller's scope, or RESUME_NOT_EXISTED (404). */
export async function scopedResumeId(db: Db, scope: ResumeScope, id: number) {
  const [resume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, id)));
  if (!resume) throw fail('RESUME_NOT_EXISTED');
  return resume.id;
}

/** A page of a resume's history and updated logs with the users' names. */
export function listHistories(db: Db, resumeId: number, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...columns, total: windowTotal })
      .from(resumeHistories)
      .leftJoin(users, eq(users.id, resumeHistories.userId))
      .where(and(eq(resumeHistories.resumeId, resumeId), list.where))
      .orderBy(...list.orderBy),
    show,
  );
}

/** One history row with its user's name. */
export async function loadLog(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(resumeHistories)
    .leftJoin(users, eq(users.id, resumeHistories.userId))
    .where(eq(resumeHistories.id, id));
  return show(row!);
}

/** Records an updated log (a note) of the user on the resume: the log. */
export async function addUpdatedLog(db: Db, resumeId: number, note: string, userId: number, at: Date) {
  const [row] = await db
    .insert(resumeHistories)
    .values({ resumeId, action: reviewed, fields: [], note, userId, createdAt: at })
    .returning({ id: resumeHistories.id });
  return loadLog(db, row!.id);
}

/** An updated log of a resume in the caller's scope (NO_RECORD_FOUND_FOR_ID otherwise) and its author. */
export async function loadUpdatedLog(db: Db, scope: ResumeScope, id: number) {
  const [log] = await db
    .select({ id: resumeHistories.id, userId: resumeHistories.userId })
    .from(resumeHistories)
    .innerJoin(resumes, eq(resumes.id, resumeHistories.resumeId))
    .where(and(scopeCondition(scope), eq(resumeHistories.id, id), eq(resumeHistories.action, reviewed)));
  if (!log) throw fail('NO_RECORD_FOUND_FOR_ID');
  return log;
}

export async function editUpdatedLog(db: Db, id: number, note: string, at: Date) {
  await db.update(resumeHistories).set({ note, noteUpdatedAt: at }).where(eq(resumeHistories.id, id));
  return loadLog(db, id);
}
