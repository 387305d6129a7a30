import { employerRoles, locationLabel, roles, validateEmail, validateItemName, validateItemNames } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type, type TSchema } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, type ListField, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { assertValid, isUniqueViolation } from '../../http/validation';
import type { Services } from '../../services/context';
import { referenceLists, type ReferenceListDef } from './lists';
import { security } from '../../http/kit';

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

/** Company lists are written by account administrators and HR (section 2 settings), read by every employer role. */
const companyWriters = ['account_admin', 'hr_staff', 'super_user'] as const;
const platformAdmin = ['arms_admin'] as const;

function columnsOf(table: PgTable): StandardColumns {
  return table as unknown as StandardColumns;
}

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

function writeBody(def: ReferenceListDef, partial: boolean) {
  const extras = Object.fromEntries(Object.entries(def.extras ?? {}).map(([k, f]) => [k, Type.Optional(f.schema)]));
  return Type.Object(
    {
      // Optional in the schema so that a missing or blank name answers NAME_FIELD_IS_REQUIRED (section 8).
      name: Type.Optional(Type.String({ maxLength: 200 })),
      status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
      order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
      ...extras,
    },
    { additionalProperties: false, ...(partial ? { minProperties: 1 } : {}) },
  );
}

const isAdmin = (auth: AuthContext) => auth.roles.includes('arms_admin');

/**
 * One generic, typed resource per master data list (spec sections 3, 7 and 9; docs/decisions/0041):
 * GET with the full query language, GET/PATCH by id, POST, bulk PATCH, and DELETE where the spec lists
 * it. Platform lists are written by the platform administrator; employers see their active items only
 * (a suspended one answers ITEMS_SUSPENDED_BY_SYSTEM_ADMIN). Company lists are scoped to the caller's company.
 */
function referenceListRoutes(def: ReferenceListDef): FastifyPluginAsyncTypebox<{ services: Services }> {
  return async (app, { services }) => {
    const { db, now } = services;
    const t = columnsOf(def.table);
    const base = def.base ? columnsOf(def.base) : undefined;
    const path = `/${def.path}`;
    const tag = 'reference';
    const fields: Record<string, ListField> = {
      id: { column: t.id, kind: 'integer' },
      name: { column: t.name, kind: 'string' },
      status: { column: t.status, kind: 'integer' },
      order: { column: t.sortOrder, kind: 'integer' },
      createdAt: { column: t.createdAt, kind: 'date-time' },
      updatedAt: { column: t.updatedAt, kind: 'date-time' },
    };
    for (const [k, f] of Object.entries(def.extras ?? {})) fields[k] = { column: f.column, kind: f.kind };
    const list = defineList({
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
          where: (value) =>
            sql`${t.name} ilike ${`%${String(value)
              .trim()
              .replace(/[\\%_]/g, '\\$&')}%`}`,
        },
      },
    });
    const item = Type.Ref(def.schemaId);
    const readers = def.platformOnly ? platformAdmin : def.scope === 'company' ? employerRoles : roles;
    const writers = def.scope === 'company' ? companyWriters : platformAdmin;
    const writeAccess = { roles: writers, ...(def.writePermissions ? { permissions: def.writePermissions } : {}) };
    const notFound = def.notFound ?? 'NO_RECORD_FOUND_FOR_ID';

    /** The rows the caller may see: the company's own, or for employers only active platform items. */
    function visible(auth: AuthContext): SQL | undefined {
      if (def.scope === 'company') return eq(t.companyId!, tenantScope(auth).companyId);
      return undefined;
    }

    async function load(tx: Db, id: number, auth: AuthContext): Promise<Row> {
      const [row] = await tx
        .select()
        .from(def.table)
        .where(and(eq(t.id, id), visible(auth)));
      if (!row) throw fail(notFound);
      const found = row as Row;
      if (def.scope === 'platform' && !isAdmin(auth) && found.status !== 1)
        throw fail('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
      return found;
    }

    async function checkName(tx: Db, name: unknown, scope: SQL | undefined, selfId?: number) {
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
    async function checkBase(tx: Db, values: { name?: string; baseId?: number | null; status?: number }) {
      if (!base || !def.base || values.status === 0) return;
      const conditions: SQL[] = [];
      if (values.baseId) conditions.push(eq(base.id, values.baseId));
      if (values.name) conditions.push(sql`lower(${base.name}) = lower(${values.name.trim()})`);
      if (conditions.length === 0) return;
      const hits = (await tx
        .select({ id: base.id, status: base.status })
        .from(def.base)
        .where(sql.join(conditions, sql` or `))) as Array<{ id: number; status: number }>;
      if (values.baseId && !hits.some((h) => h.id === values.baseId)) throw fail(notFound);
      if (hits.some((h) => h.status !== 1)) throw fail('ITEMS_SUSPENDED_BY_SYSTEM_ADMIN');
    }

    function toValues(body: Record<string, unknown>) {
      const values: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) {
        if (v === undefined) continue;
        if (k === 'order') values.sortOrder = v;
        else if (k === 'name') values.name = (v as string).trim();
        else values[k] = v;
      }
      return values;
    }

    async function write<T>(fn: () => Promise<T>): Promise<T> {
      try {
        return await fn();
      } catch (error) {
        if (isUniqueViolation(error))
          throw fail(def.nameKind === 'sourceChannel' ? 'RESUME_SOURCE_CHANNEL_EXSITS' : 'DUPLICATE_ITEM_NAME');
        throw error;
      }
    }

    app.get(
      path,
      {
        config: { access: { roles: readers } },
        schema: {
          operationId: `list${def.schemaId}`,
          tags: [tag],
          summary: `List ${def.path} ($limit=-1 for all; employers see active items only)`,
          security,
          querystring: list.querySchema,
          response: { 200: listResponseSchema(item), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const parsed = list.parse(request.query as Record<string, unknown>);
        const where = and(
          visible(auth),
          def.scope === 'platform' && !isAdmin(auth) ? eq(t.status, 1) : undefined,
          parsed.where,
        );
        const page = db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(...parsed.orderBy)
          .offset(parsed.skip);
        const { rows, total } = await pageWithTotal(
          page,
          db.select({ total: count() }).from(def.table).where(where),
          parsed,
        );
        return listPage(
          parsed,
          total,
          (rows as Row[]).map((r) => toItem(def, r)),
        );
      },
    );

    if (def.publicRead) {
      app.get(
        `${path}/public`,
        {
          config: { access: { public: true } },
          schema: {
            operationId: `listPublic${def.schemaId}`,
            tags: [tag],
            summary: `The active ${def.path}, without a session`,
            response: {
              200: Type.Object({
                data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), order: Type.Integer() })),
              }),
            },
          },
        },
        async () => {
          const rows = (await db
            .select({ id: t.id, name: t.name, order: t.sortOrder })
            .from(def.table)
            .where(eq(t.status, 1))
            .orderBy(asc(t.name))) as Array<{ id: number; name: string; order: number }>;
          return { data: rows };
        },
      );
    }

    const tenant = def.scope === 'company' ? ({ tenant: true } as const) : {};
    app.get(
      `${path}/:id`,
      {
        config: { access: { roles: readers, ...tenant } },
        schema: {
          operationId: `get${def.schemaId}`,
          tags: [tag],
          summary: `One item of ${def.path}`,
          security,
          params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          response: { 200: item, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => toItem(def, await load(db, request.params.id, caller(request))),
    );

    app.post(
      path,
      {
        config: { access: writeAccess },
        schema: {
          operationId: `create${def.schemaId}`,
          tags: [tag],
          summary: `Add an item to ${def.path} (name required and unique)`,
          security,
          body: writeBody(def, false),
          response: { 201: item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const auth = caller(request);
        const body = request.body as Record<string, unknown>;
        const companyId = def.scope === 'company' ? tenantScope(auth).companyId : undefined;
        const row = await write(() =>
          db.transaction(async (tx) => {
            await checkName(tx, body.name, visible(auth));
            const values = toValues(body);
            await checkBase(tx, values as { name?: string; baseId?: number | null });
            const [created] = await tx
              .insert(def.table)
              .values({ ...values, ...(companyId !== undefined ? { companyId } : {}) } as never)
              .returning();
            return created as Row;
          }),
        );
        reply.status(201);
        return toItem(def, row);
      },
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: { ...writeAccess, ...tenant } },
        schema: {
          operationId: `update${def.schemaId}`,
          tags: [tag],
          summary: `Update an item of ${def.path} (status 0 suspends it)`,
          security,
          params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          body: writeBody(def, true),
          response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const body = request.body as Record<string, unknown>;
        const row = await write(() =>
          db.transaction(async (tx) => {
            const current = await load(tx, request.params.id, auth);
            if ('name' in body) await checkName(tx, body.name, visible(auth), current.id);
            const values = toValues(body);
            await checkBase(tx, {
              name: (values.name as string | undefined) ?? undefined,
              baseId: 'baseId' in values ? (values.baseId as number | null) : undefined,
              status: (values.status as number | undefined) ?? current.status,
            });
            const [updated] = await tx
              .update(def.table)
              .set({ ...values, updatedAt: now() } as never)
              .where(eq(t.id, current.id))
              .returning();
            return updated as Row;
          }),
        );
        return toItem(def, row);
      },
    );

    const bulkItem = writeBody(def, false);
    app.patch(
      path,
      {
        config: { access: writeAccess },
        schema: {
          operationId: `bulkUpdate${def.schemaId}`,
          tags: [tag],
          summary: `Update several items of ${def.path} at once (one transaction: all or nothing)`,
          security,
          body: Type.Object(
            {
              items: Type.Array(
                Type.Object(
                  { id: Type.Integer({ minimum: 1 }), ...(bulkItem.properties as Record<string, TSchema>) },
                  { additionalProperties: false, minProperties: 2 },
                ),
                { minItems: 1, maxItems: 500 },
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ data: Type.Array(item) }), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const auth = caller(request);
        const items = (request.body as { items: Array<Record<string, unknown> & { id: number }> }).items;
        const ids = items.map((i) => i.id);
        if (new Set(ids).size !== ids.length)
          throw fail('VALIDATION_ERROR', [{ field: 'items', code: 'validation.uniqueItems' }]);
        const rows = await write(() =>
          db.transaction(async (tx) => {
            const scope = visible(auth);
            const current = (await tx
              .select()
              .from(def.table)
              .where(and(scope, inArray(t.id, ids)))) as Row[];
            if (current.length !== ids.length) throw fail(notFound);
            // The whole list after the change must keep names present and unique.
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
              await checkBase(tx, values as { name?: string; baseId?: number | null; status?: number });
              const [updated] = await tx
                .update(def.table)
                .set({ ...values, updatedAt: now() } as never)
                .where(eq(t.id, id))
                .returning();
              out.push(updated as Row);
            }
            return out;
          }),
        );
        return { data: rows.map((r) => toItem(def, r)) };
      },
    );

    if (def.deletable) {
      app.delete(
        `${path}/:id`,
        {
          config: { access: { ...writeAccess, ...tenant } },
          schema: {
            operationId: `delete${def.schemaId}`,
            tags: [tag],
            summary: `Delete an item of ${def.path}`,
            security,
            params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
            response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
          },
        },
        async (request, reply) => {
          const auth = caller(request);
          const rows = await db
            .delete(def.table)
            .where(and(eq(t.id, request.params.id), visible(auth)))
            .returning({ id: t.id });
          if (rows.length === 0) throw fail(notFound);
          return reply.status(204).send(null);
        },
      );
    }
  };
}

/** Every reference list, plus the country codes derived from the locations (section 7 "country codes"). */
export const referenceRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  for (const def of referenceLists) await app.register(referenceListRoutes(def), options);

  app.get(
    '/country-codes',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'listCountryCodes',
        tags: ['reference'],
        summary: 'Dialing codes of the active locations, labelled "+65 (Singapore)" (section 9)',
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                dialingCode: Type.String(),
                label: Type.String(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await options.services.db
        .select({ id: locations.id, name: locations.name, dialingCode: locations.dialingCode })
        .from(locations)
        .where(and(eq(locations.status, 1), sql`${locations.dialingCode} is not null`))
        .orderBy(asc(locations.name));
      return {
        data: rows.map((r) => ({ id: r.id, name: r.name, dialingCode: r.dialingCode!, label: locationLabel(r) })),
      };
    },
  );
};
