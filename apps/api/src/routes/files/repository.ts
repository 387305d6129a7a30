import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';

/**
 * The files folder's repository (docs/decisions/0196): the reference document set (TBB documents),
 * the platform's, shown to employers while active (status 1).
 */

export const documentList = defineList({
  fields: {
    id: { column: documents.id, kind: 'integer' },
    name: { column: documents.name, kind: 'string' },
    status: { column: documents.status, kind: 'integer' },
    mimeType: { column: documents.mimeType, kind: 'string' },
    createdAt: { column: documents.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  allowAll: true,
});

type DocumentRow = typeof documents.$inferSelect;

/** The document set; `activeOnly` (employers) keeps the active documents. */
export function listDocuments(db: Db, list: ParsedList, activeOnly: boolean) {
  const where = !activeOnly
    ? list.where
    : list.where
      ? and(list.where, eq(documents.status, 1))
      : eq(documents.status, 1);
  return listRows(
    list,
    db
      .select({ ...getTableColumns(documents), total: windowTotal })
      .from(documents)
      .where(where)
      .orderBy(...list.orderBy),
    (r) => ({ ...r, createdAt: iso(r.createdAt) }),
  );
}

export interface NewDocument {
  name: string;
  description: string | null;
  storageKey: string;
  mimeType: string;
  size: number;
  createdBy: number;
  createdAt: Date;
}

export async function addDocument(db: Db, values: NewDocument) {
  const [row] = await db.insert(documents).values(values).returning();
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

/** A document by id; TBB_DOCUMENTS_NOT_EXISTED when missing, or inactive and `activeOnly`. */
export async function getDocument(db: Db, id: number, activeOnly: boolean): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  if (!row || (row.status !== 1 && activeOnly)) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
  return row;
}

/** An active document by its public key; TBB_DOCUMENTS_NOT_EXISTED otherwise. */
export async function getSharedDocument(db: Db, publicKey: string): Promise<DocumentRow> {
  const [row] = await db.select().from(documents).where(eq(documents.publicKey, publicKey));
  if (!row || row.status !== 1) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
  return row;
}

/** Gives the document a new public key (`shared`) or takes it away. */
export async function shareDocument(db: Db, id: number, shared: boolean) {
  const [row] = await db
    .update(documents)
    .set({ publicKey: shared ? randomBytes(18).toString('base64url') : null })
    .where(eq(documents.id, id))
    .returning();
  if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function updateDocument(
  db: Db,
  id: number,
  changes: { name?: string; description?: string | null; status?: 0 | 1 },
) {
  const [row] = await db.update(documents).set(changes).where(eq(documents.id, id)).returning();
  if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Deletes the document's row and answers it (its file is the caller's to remove). */
export async function deleteDocument(db: Db, id: number): Promise<DocumentRow> {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
  if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
  return row;
}
