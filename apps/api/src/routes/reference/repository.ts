import { locationLabel, validateEmail, validateItemName, validateItemNames } from '@arms/domain';
import { and, asc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, listRows, windowTotal, type ListField, type ParsedList } from '../../http/kit';
import { assertValid, isUniqueViolation } from '../../http/validation';
import type { ReferenceListDef } from './lists';

/**
 * The reference folder's repository (docs/decisions/0041, 0196, 0204): the queries of every master data
 * list, written once for a list's description (`lists.ts`): platform lists (employers see their active
 * items only) and company lists (scoped to the caller's company), and the country codes.
 */

interface StandardColumns {
  id: PgColumn;
  name: PgColumn;
  status: PgColumn;
  sortOrder: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  companyId?: PgColumn;
}
type Row = Record<string, unknown> & {
  id: number;
  name: string;
  status: number;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
  companyId?: number;
  baseId?: number | null;
};
type Body = Record<string, unknown>;

function columnsOf(table: PgTable): StandardColumns {
  return table as unknown as StandardColumns;
}

const isAdmin = (auth: AuthContext) => auth.roles.includes('arms_admin');

function toItem(def: ReferenceListDef, row: Row) {
  const extras = Object.fromEntries(Object.keys(def.extras ?? {}).map((k) => [k, row[k] ?? null]));
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    order: row.sortOrder,
    ...(def.scope === 'company' ? { companyId: row.companyId } : {}),
    ...extras,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A body's columns: `order` stored as sortOrder, the name trimmed. */
function toValues(body: Body) {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'order') values.sortOrder = v;
    else if (k === 'name') values.name = (v as string).trim();
    else values[k] = v;
  }
  return values;
}

/** The rows the caller may see: the company's own for a company list (platform lists: every row). */
function visible(def: ReferenceListDef, auth: AuthContext): SQL | undefined {
  if (def.scope === 'company') return eq(columnsOf(def.table).companyId!, tenantScope(auth).companyId);
  return undefined;
}

const notFoundOf = (def: ReferenceListDef) => def.notFound ?? 'NO_RECORD_FOUND_FOR_ID';

/** A unique-name violation answers the list's duplicate code. */
async function write<T>(def: ReferenceListDef, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error))
      throw fail(def.nameKind === 'sourceChannel' ? 'RESUME_SOURCE_CHANNEL_EXSITS' : 'DUPLICATE_ITEM_NAME');
    throw error;
  }
}

/** One item the caller may see (a suspended platform item only for the platform administrator), or the list's not-found code. */
async function load(tx: Db, def: ReferenceListDef, id: number, auth: AuthContext): Promise<Row> {
  const t = columnsOf(def.table);
  const [row] = await tx
    .select()
    .from(def.table)
    .where(and(eq(t.id, id), visible(def, auth)));
  if (!row) throw fail(notFoundOf(def));
  const found = row as Row;
  if (def.scope === 'platform' && !isAdmin(auth) && found.status !== 1) throw fail('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
  return found;
}

/** The naming rule of section 9: present, and unique (any case) within the caller's list. */
async function checkName(tx: Db, def: ReferenceListDef, name: unknown, scope: SQL | undefined, selfId?: number) {
  const t = columnsOf(def.table);
  if (def.nameIsEmail) assertValid(validateEmail(name, 'name'));
  const text = typeof name === 'string' ? name.trim() : '';
  const same = text
    ? await tx
        .select({ name: t.name })
        .from(def.table)
        .where(and(scope, sql`lower(${t.name}) = lower(${text})`, selfId ? ne(t.id, selfId) : undefined))
    : [];
  assertValid(
    validateItemName(
      name,
      same.map((r) => r.name as string),
      { kind: def.nameKind ?? 'item' },
    ),
  );
}

/** Company lists may not adopt, or re-create by name, an item the platform administrator suspended. */
async function checkBase(
  tx: Db,
  def: ReferenceListDef,
  values: { name?: string; baseId?: number | null; status?: number },
) {
  if (!def.base || values.status === 0) return;
  const base = columnsOf(def.base);
  const conditions: SQL[] = [];
  if (values.baseId) conditions.push(eq(base.id, values.baseId));
  if (values.name) conditions.push(sql`lower(${base.name}) = lower(${values.name.trim()})`);
  if (conditions.length === 0) return;
  const hits = (await tx
    .select({ id: base.id, status: base.status })
    .from(def.base)
    .where(sql.join(conditions, sql` or `))) as Array<{ id: number; status: number }>;
  if (values.baseId && !hits.some((h) => h.id === values.baseId)) throw fail(notFoundOf(def));
  if (hits.some((h) => h.status !== 1)) throw fail('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
}

/** The list description of one reference list (its fields, its default order, the name search). */
export function listOf(def: ReferenceListDef) {
  const t = columnsOf(def.table);
  const fields: Record<string, ListField> = {
    id: { column: t.id, kind: 'integer' },
    name: { column: t.name, kind: 'string' },
    status: { column: t.status, kind: 'integer' },
    order: { column: t.sortOrder, kind: 'integer' },
    createdAt: { column: t.createdAt, kind: 'date-time' },
    updatedAt: { column: t.updatedAt, kind: 'date-time' },
  };
  for (const [k, f] of Object.entries(def.extras ?? {})) fields[k] = { column: f.column, kind: f.kind };
  return defineList({
    fields,
    // Section 9: admin lists status descending then name ascending; ordered lists by their order first.
    defaultSort: [...(def.ordered ? ([['order', 1]] as const) : []), ['status', -1], ['name', 1], ['id', 1]],
    maxLimit: 500,
    defaultLimit: 50,
    allowAll: true,
    computed: {
      q: {
        kind: 'string',
        description: "Part of the name, any case (the settings lists' search)",
        where: (value) => contains(t.name, String(value).trim()),
      },
    },
  });
}

/** One page of a list: the caller's company's items, or a platform list (employers: active items only). */
export async function listItems(db: Db, def: ReferenceListDef, auth: AuthContext, list: ParsedList) {
  const t = columnsOf(def.table);
  return listRows(
    list,
    db
      .select({ ...getTableColumns(def.table), total: windowTotal })
      .from(def.table)
      .where(
        and(visible(def, auth), def.scope === 'platform' && !isAdmin(auth) ? eq(t.status, 1) : undefined, list.where),
      )
      .orderBy(...list.orderBy),
    (row) => toItem(def, row as Row),
  );
}

/** A list's active items by name, for the pages without a session. */
export async function publicItems(db: Db, def: ReferenceListDef) {
  const t = columnsOf(def.table);
  return (await db
    .select({ id: t.id, name: t.name, order: t.sortOrder })
    .from(def.table)
    .where(eq(t.status, 1))
    .orderBy(asc(t.name))) as Array<{ id: number; name: string; order: number }>;
}

/** One item as the API answers it. */
export async function getItem(db: Db, def: ReferenceListDef, id: number, auth: AuthContext) {
  return toItem(def, await load(db, def, id, auth));
}

/** Adds an item (name required and unique, base item active), in one transaction with its checks. */
export async function createItem(db: Db, def: ReferenceListDef, auth: AuthContext, body: Body) {
  const companyId = def.scope === 'company' ? tenantScope(auth).companyId : undefined;
  const row = await write(def, () =>
    db.transaction(async (tx) => {
      await checkName(tx, def, body.name, visible(def, auth));
      const values = toValues(body);
      await checkBase(tx, def, values as { name?: string; baseId?: number | null });
      const [created] = await tx
        .insert(def.table)
        .values({ ...values, ...(companyId !== undefined ? { companyId } : {}) } as never)
        .returning();
      return created as Row;
    }),
  );
  return toItem(def, row);
}

/** Changes an item (status 0 suspends it), in one transaction with its checks. */
export async function updateItem(db: Db, def: ReferenceListDef, id: number, auth: AuthContext, body: Body, at: Date) {
  const t = columnsOf(def.table);
  const row = await write(def, () =>
    db.transaction(async (tx) => {
      const current = await load(tx, def, id, auth);
      if ('name' in body) await checkName(tx, def, body.name, visible(def, auth), current.id);
      const values = toValues(body);
      await checkBase(tx, def, {
        name: (values.name as string | undefined) ?? undefined,
        baseId: 'baseId' in values ? (values.baseId as number | null) : undefined,
        status: (values.status as number | undefined) ?? current.status,
      });
      const [updated] = await tx
        .update(def.table)
        .set({ ...values, updatedAt: at } as never)
        .where(eq(t.id, current.id))
        .returning();
      return updated as Row;
    }),
  );
  return toItem(def, row);
}

/**
 * Changes several items at once, all or nothing: every id must be the caller's, and the whole list after
 * the change must keep its names present and unique.
 */
export async function updateItems(
  db: Db,
  def: ReferenceListDef,
  auth: AuthContext,
  items: Array<Body & { id: number }>,
  at: Date,
) {
  const t = columnsOf(def.table);
  const ids = items.map((i) => i.id);
  const rows = await write(def, () =>
    db.transaction(async (tx) => {
      const scope = visible(def, auth);
      const current = (await tx
        .select()
        .from(def.table)
        .where(and(scope, inArray(t.id, ids)))) as Row[];
      if (current.length !== ids.length) throw fail(notFoundOf(def));
      const all = (await tx.select({ id: t.id, name: t.name }).from(def.table).where(scope)) as Array<{
        id: number;
        name: string;
      }>;
      const renamed = new Map(items.filter((i) => 'name' in i).map((i) => [i.id, i.name]));
      const names = all.map((r) => (renamed.has(r.id) ? renamed.get(r.id) : r.name));
      const issues = validateItemNames(names, { kind: def.nameKind ?? 'item' }).map((i) => {
        const index = Number(i.field.split('.')[1]);
        const id = all[index]!.id;
        return { ...i, field: `items.${ids.indexOf(id)}.name` };
      });
      assertValid(issues);
      const out: Row[] = [];
      for (const { id, ...changes } of items) {
        const values = toValues(changes);
        if (def.nameIsEmail && values.name !== undefined) assertValid(validateEmail(values.name, 'name'));
        await checkBase(tx, def, values as { name?: string; baseId?: number | null; status?: number });
        const [updated] = await tx
          .update(def.table)
          .set({ ...values, updatedAt: at } as never)
          .where(eq(t.id, id))
          .returning();
        out.push(updated as Row);
      }
      return out;
    }),
  );
  return rows.map((r) => toItem(def, r));
}

/** Deletes an item the caller may see, or the list's not-found code. */
export async function deleteItem(db: Db, def: ReferenceListDef, id: number, auth: AuthContext) {
  const t = columnsOf(def.table);
  const rows = await db
    .delete(def.table)
    .where(and(eq(t.id, id), visible(def, auth)))
    .returning({ id: t.id });
  if (rows.length === 0) throw fail(notFoundOf(def));
}

/** The dialing codes of the active locations, labelled "+65 (Singapore)" (section 9), by name. */
export async function countryCodes(db: Db) {
  const rows = await db
    .select({ id: locations.id, name: locations.name, dialingCode: locations.dialingCode })
    .from(locations)
    .where(and(eq(locations.status, 1), sql`${locations.dialingCode} is not null`))
    .orderBy(asc(locations.name));
  return rows.map((r) => ({ id: r.id, name: r.name, dialingCode: r.dialingCode!, label: locationLabel(r) }));
}
