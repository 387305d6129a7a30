import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { createItem, deleteItem, itemList, listItems, publicItems, updateItem } from './repository';
import { collections, platformAdmin, tags, type Collection } from './schemas';

/** One CMS collection: admin list, public list, create, update, delete (docs/decisions/0045). */
function collectionRoutes(c: Collection): FastifyPluginAsyncTypebox<{ services: Services }> {
  return async (app, { services }) => {
    const { db, now } = services;
    const path = `/${c.kind}`;
    const common = {
      status: Type.Union([Type.Literal(0), Type.Literal(1)]),
      order: Type.Integer({ minimum: 0, maximum: 100000 }),
    };
    const all = { ...c.fields, ...common };
    const createBody = Type.Object(
      Object.fromEntries(Object.entries(all).map(([k, s]) => [k, c.required.includes(k) ? s : Type.Optional(s)])),
      { additionalProperties: false },
    );
    const patchBody = Type.Object(Object.fromEntries(Object.entries(all).map(([k, s]) => [k, Type.Optional(s)])), {
      additionalProperties: false,
      minProperties: 1,
    });
    const list = itemList();
    const name = c.kind.replace(/-(\w)/g, (_m, ch: string) => ch.toUpperCase());
    const Name = name[0]!.toUpperCase() + name.slice(1);

    app.get(
      path,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `list${Name}`,
          tags,
          summary: `Every ${c.kind} item (administration)`,
          security,
          querystring: list.querySchema,
          response: { 200: listResponseSchema(Type.Ref('CmsItem')), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listItems(db, c.kind, list.parse(request.query as Record<string, unknown>)),
    );

    app.get(
      `${path}/public`,
      {
        config: { access: { public: true } },
        schema: {
          operationId: `listPublic${Name}`,
          tags,
          summary: `The active ${c.kind} items, for the public pages`,
          response: { 200: Type.Object({ data: Type.Array(Type.Ref('CmsItem')) }) },
        },
      },
      async () => ({ data: await publicItems(db, c.kind) }),
    );

    app.post(
      path,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `create${Name}`,
          tags,
          summary: `Add a ${c.kind} item (rich text is sanitised)`,
          security,
          body: createBody,
          response: { 201: Type.Ref('CmsItem'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const item = await createItem(db, c.kind, request.body as Record<string, unknown>, now());
        reply.status(201);
        return item;
      },
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `update${Name}`,
          tags,
          summary: `Update a ${c.kind} item`,
          security,
          params: IdParams,
          body: patchBody,
          response: { 200: Type.Ref('CmsItem'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => updateItem(db, c.kind, request.params.id, request.body as Record<string, unknown>, now()),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `delete${Name}`,
          tags,
          summary: `Delete a ${c.kind} item`,
          security,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteItem(db, c.kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** The five CMS collections (news and events, articles, banners, advertisements, social links), one after the other. */
export const cmsCollectionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, options) => {
  for (const c of collections) await app.register(collectionRoutes(c), options);
};
