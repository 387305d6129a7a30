import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobHistories, users } from '../../db/schema';
import { authorName } from './lifecycle-repository';

/** The jobs' history repository (docs/decisions/0196, 0205): one job's history. */

/** A job's history, newest first, with each author's name; only the given edit types when some are given. */
export async function listJobHistories(db: Db, jobId: number, editTypes?: string[]) {
  const rows = await db
    .select({ history: jobHistories, userName: authorName })
    .from(jobHistories)
    .leftJoin(users, eq(users.id, jobHistories.userId))
    .where(and(eq(jobHistories.jobId, jobId), editTypes ? inArray(jobHistories.editType, editTypes) : undefined))
    .orderBy(desc(jobHistories.id));
  return rows.map(({ history: r, userName }) => ({
    userName,
    id: r.id,
    jobId: r.jobId,
    editType: r.editType,
    changes: r.changes as Record<string, unknown>,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
  }));
}
