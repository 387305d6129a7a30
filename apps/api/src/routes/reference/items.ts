import { employerRoles, roles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { referenceLists, type ReferenceListDef } from './lists';
import { createItem, deleteItem, getItem, listItems, listOf, publicItems, updateItem, updateItems } from './repository';

const tag = 'reference';
/** Company lists are written by account administrators and HR (section 2 settings), read by every employer role. */
const companyWriters = ['account_admin', 'hr_staff', 'super_user'] as const;
const platformAdmin = ['arms_admin'] as const;

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

/**
 * One generic, typed resource per master data list (spec sections 3, 7 and 9; docs/decisions/0041):
 * GET with the full query language, GET/PATCH by id, POST, bulk PATCH, and DELETE where the spec lists
 * it. Platform lists are written by the platform administrator; employers see their active items only
 * (a suspended one answers ITEMS_SUSPENDED_BY_SYSTEM_ADMIN). Company lists are scoped to the caller's company.
 */
function referenceListRoutes(def: ReferenceListDef): FastifyPluginAsyncTypebox<{ services: Services }> {
  return async (app, { services }) => {
    const { db, now } = services;
    const path = `/${def.path}`;
    const list = listOf(def);
    const item = Type.Ref(def.schemaId);
    const readers = def.platformOnly ? platformAdmin : def.scope === 'company' ? employerRoles : roles;
    const writers = def.scope === 'company' ? companyWriters : platformAdmin;
    const writeAccess = { roles: writers, ...(def.writePermissions ? { permissions: def.writePermissions } : {}) };
    const tenant = def.scope === 'company' ? ({ tenant: true } as const) : {};

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
      async (request) => listItems(db, def, caller(request), list.parse(request.query as Record<string, unknown>)),
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
        async () => ({ data: await publicItems(db, def) }),
      );
    }

    app.get(
      `${path}/:id`,
      {
        config: { access: { roles: readers, ...tenant } },
        schema: {
          operationId: `get${def.schemaId}`,
          tags: [tag],
          summary: `One item of ${def.path}`,
          security,
          params: IdParams,
          response: { 200: item, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => getItem(db, def, request.params.id, caller(request)),
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
        const created = await createItem(db, def, caller(request), request.body as Record<string, unknown>);
        reply.status(201);
        return created;
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
          params: IdParams,
          body: writeBody(def, true),
          response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        updateItem(db, def, request.params.id, caller(request), request.body as Record<string, unknown>, now()),
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
        const items = (request.body as { items: Array<Record<string, unknown> & { id: number }> }).items;
        const ids = items.map((i) => i.id);
        if (new Set(ids).size !== ids.length)
          throw fail('VALIDATION_ERROR', [{ field: 'items', code: 'validation.uniqueItems' }]);
        return { data: await updateItems(db, def, caller(request), items, now()) };
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
            params: IdParams,
            response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
          },
        },
        async (request, reply) => {
          await deleteItem(db, def, request.params.id, caller(request));
          return reply.status(204).send(null);
        },
      );
    }
  };
}

/** Every reference list of `lists.ts`, one after the other. */
export const referenceItemRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  for (const def of referenceLists) await app.register(referenceListRoutes(def), options);
};
