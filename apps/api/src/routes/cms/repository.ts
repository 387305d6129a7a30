import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsBlocks, cmsItems, contactMessages } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { sanitizeRichText } from '../../services/sanitize';
import type { Collection } from './schemas';

/**
 * The cms folder's repository (docs/decisions/0196, 0204): the collections' items, the content blocks
 * and the contact-us messages. All of it is the platform's (no company scope).
 */

type Kind = Collection['kind'];
type ItemRow = typeof cmsItems.$inferSelect;

function toItem(row: ItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    imagePath: row.imagePath,
    placement: row.placement,
    postedAt: iso(row.postedAt),
    status: row.status,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An item body's columns: rich text sanitised, the date parsed, `order` stored as sortOrder. */
function toValues(body: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'content') values.content = sanitizeRichText(v as string);
    else if (k === 'postedAt') values.postedAt = v === null ? null : new Date(v as string);
    else if (k === 'order') values.sortOrder = v;
    else values[k] = v;
  }
  return values;
}

// ----- collections -----

/** The list description of one collection's administration list (one per route: its query schema is its own). */
export function itemList() {
  return defineList({
    fields: {
      id: { column: cmsItems.id, kind: 'integer' },
      title: { column: cmsItems.title, kind: 'string' },
      status: { column: cmsItems.status, kind: 'integer' },
      order: { column: cmsItems.sortOrder, kind: 'integer' },
      postedAt: { column: cmsItems.postedAt, kind: 'date-time' },
      createdAt: { column: cmsItems.createdAt, kind: 'date-time' },
    },
    defaultSort: [
      ['order', 1],
      ['createdAt', -1],
      ['id', -1],
    ],
    allowAll: true,
  });
}

/** One page of a collection's items (administration). */
export async function listItems(db: Db, kind: Kind, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(cmsItems), total: windowTotal })
      .from(cmsItems)
      .where(and(eq(cmsItems.kind, kind), list.where))
      .orderBy(...list.orderBy),
    toItem,
  );
}

/** A collection's active items for the public pages: by order, newest first, at most 200. */
export async function publicItems(db: Db, kind: Kind) {
  const rows = await db
    .select()
    .from(cmsItems)
    .where(and(eq(cmsItems.kind, kind), eq(cmsItems.status, 1)))
    .orderBy(asc(cmsItems.sortOrder), desc(cmsItems.postedAt), desc(cmsItems.id))
    .limit(200);
  return rows.map(toItem);
}

/** Adds an item to a collection. */
export async function createItem(db: Db, kind: Kind, body: Record<string, unknown>, at: Date) {
  const [row] = await db
    .insert(cmsItems)
    .values({ ...(toValues(body) as { title: string }), kind, createdAt: at, updatedAt: at })
    .returning();
  return toItem(row!);
}

/** Changes an item of a collection, or NO_RECORD_FOUND_FOR_ID. */
export async function updateItem(db: Db, kind: Kind, id: number, body: Record<string, unknown>, at: Date) {
  const [row] = await db
    .update(cmsItems)
    .set({ ...toValues(body), updatedAt: at })
    .where(and(eq(cmsItems.id, id), eq(cmsItems.kind, kind)))
    .returning();
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return toItem(row);
}

/** Deletes an item of a collection, or NO_RECORD_FOUND_FOR_ID. */
export async function deleteItem(db: Db, kind: Kind, id: number) {
  const rows = await db
    .delete(cmsItems)
    .where(and(eq(cmsItems.id, id), eq(cmsItems.kind, kind)))
    .returning({ id: cmsItems.id });
  if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
}

// ----- content blocks -----

const toBlock = (row: typeof cmsBlocks.$inferSelect) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** One content block, or NO_RECORD_FOUND_FOR_ID. */
export async function getBlock(db: Db, id: string) {
  const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return toBlock(row);
}

/** Writes a content block (created on its first change); its content is sanitised rich text. */
export async function saveBlock(
  db: Db,
  id: string,
  changes: { title?: string; content?: string; imagePath?: string | null; data?: Record<string, string> },
  at: Date,
) {
  const { content, ...rest } = changes;
  const values = {
    ...rest,
    ...(content !== undefined ? { content: sanitizeRichText(content) } : {}),
    updatedAt: at,
  };
  const [row] = await db
    .insert(cmsBlocks)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: cmsBlocks.id, set: values })
    .returning();
  return toBlock(row!);
}

// ----- contact us -----

const toMessage = (r: typeof contactMessages.$inferSelect) => ({ ...r, createdAt: r.createdAt.toISOString() });

export const contactList = defineList({
  fields: {
    id: { column: contactMessages.id, kind: 'integer' },
    status: { column: contactMessages.status, kind: 'integer' },
    email: { column: contactMessages.email, kind: 'string' },
    createdAt: { column: contactMessages.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

/** Keeps a message sent through the contact-us form (its email lower-cased). */
export async function addContactMessage(
  db: Db,
  message: Omit<typeof contactMessages.$inferInsert, 'id' | 'status' | 'createdAt'>,
  at: Date,
) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, email: message.email.trim().toLowerCase(), createdAt: at })
    .returning();
  return toMessage(row!);
}

/** One page of contact-us messages. */
export async function listContactMessages(db: Db, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(contactMessages), total: windowTotal })
      .from(contactMessages)
      .where(list.where)
      .orderBy(...list.orderBy),
    toMessage,
  );
}

/** Marks contact-us messages handled (0) or new (1); answers how many changed. */
export async function markContactMessages(db: Db, ids: number[], status: 0 | 1) {
  const rows = await db
    .update(contactMessages)
    .set({ status })
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return rows.length;
}
