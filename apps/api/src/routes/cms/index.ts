import { cmsBlockIds, cmsPageKinds, socialLinkTypes, validateEmail } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, getTableColumns } from 'drizzle-orm';
import { Type, type TSchema } from 'typebox';
import { RichText } from '../../http/rich-text';
import { cmsBlocks, cmsItems, contactMessages } from '../../db/schema';
import { storeImage } from '../../files/upload';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { sanitizeRichText } from '../../services/sanitize';
import { IdParams, listRows, Nullable, security, windowTotal } from '../../http/kit';

const platformAdmin = ['arms_admin'] as const;
const Url = Type.String({ maxLength: 1000, pattern: '^(https?://|/)' });

export const CmsItem = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String(),
    title: Type.String(),
    content: Type.String(),
    link: Nullable(Type.String()),
    imagePath: Nullable(Type.String()),
    placement: Nullable(Type.String()),
    postedAt: Nullable(Type.String({ format: 'date-time' })),
    status: Type.Integer(),
    order: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CmsItem' },
);

export const CmsBlock = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    content: Type.String(),
    imagePath: Nullable(Type.String()),
    data: Type.Record(Type.String(), Type.String()),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CmsBlock' },
);

/** One CMS collection: the fields its items use (section 3 "CMS items"). */
interface Collection {
  kind: 'news-events' | 'articles' | 'banners' | 'advertisements' | 'social-links';
  fields: Record<string, TSchema>;
  required: string[];
}

const fieldSchemas = {
  title: Type.String({ minLength: 1, maxLength: 300 }),
  content: RichText({ maxLength: 200_000 }),
  link: Nullable(Url),
  imagePath: Nullable(Type.String({ maxLength: 500 })),
  postedAt: Nullable(Type.String({ format: 'date-time' })),
  placement: Nullable(Type.String({ maxLength: 50 })),
};

const collections: Collection[] = [
  {
    kind: 'news-events',
    fields: {
      title: fieldSchemas.title,
      content: fieldSchemas.content,
      imagePath: fieldSchemas.imagePath,
      postedAt: fieldSchemas.postedAt,
    },
    required: ['title'],
  },
  {
    kind: 'articles',
    fields: { title: fieldSchemas.title, link: fieldSchemas.link, content: fieldSchemas.content },
    required: ['title'],
  },
  {
    kind: 'banners',
    fields: { title: fieldSchemas.title, link: fieldSchemas.link, imagePath: fieldSchemas.imagePath },
    required: ['title'],
  },
  {
    kind: 'advertisements',
    fields: {
      title: fieldSchemas.title,
      link: fieldSchemas.link,
      imagePath: fieldSchemas.imagePath,
      placement: Nullable(Type.Union(['top', 'side', 'bottom', 'popup'].map((p) => Type.Literal(p)))),
    },
    required: ['title', 'link'],
  },
  {
    kind: 'social-links',
    fields: {
      title: fieldSchemas.title,
      link: Url,
      placement: Type.Union(
        socialLinkTypes.ids.map((id) => Type.Literal(id)),
        { description: 'The social link type' },
      ),
    },
    required: ['title', 'link', 'placement'],
  },
];

function toItem(row: typeof cmsItems.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    imagePath: row.imagePath,
    placement: row.placement,
    postedAt: row.postedAt?.toISOString() ?? null,
    status: row.status,
    order: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
    const list = defineList({
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
    const name = c.kind.replace(/-(\w)/g, (_m, ch: string) => ch.toUpperCase());
    const Name = name[0]!.toUpperCase() + name.slice(1);

    app.get(
      path,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `list${Name}`,
          tags: ['cms'],
          summary: `Every ${c.kind} item (administration)`,
          security,
          querystring: list.querySchema,
          response: { 200: listResponseSchema(Type.Ref('CmsItem')), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const parsed = list.parse(request.query as Record<string, unknown>);
        const where = and(eq(cmsItems.kind, c.kind), parsed.where);
        return listRows(
          parsed,
          db
            .select({ ...getTableColumns(cmsItems), total: windowTotal })
            .from(cmsItems)
            .where(where)
            .orderBy(...parsed.orderBy),
          toItem,
        );
      },
    );

    app.get(
      `${path}/public`,
      {
        config: { access: { public: true } },
        schema: {
          operationId: `listPublic${Name}`,
          tags: ['cms'],
          summary: `The active ${c.kind} items, for the public pages`,
          response: { 200: Type.Object({ data: Type.Array(Type.Ref('CmsItem')) }) },
        },
      },
      async () => {
        const rows = await db
          .select()
          .from(cmsItems)
          .where(and(eq(cmsItems.kind, c.kind), eq(cmsItems.status, 1)))
          .orderBy(asc(cmsItems.sortOrder), desc(cmsItems.postedAt), desc(cmsItems.id))
          .limit(200);
        return { data: rows.map(toItem) };
      },
    );

    app.post(
      path,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `create${Name}`,
          tags: ['cms'],
          summary: `Add a ${c.kind} item (rich text is sanitised)`,
          security,
          body: createBody,
          response: { 201: Type.Ref('CmsItem'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const [row] = await db
          .insert(cmsItems)
          .values({
            ...(toValues(request.body as Record<string, unknown>) as { title: string }),
            kind: c.kind,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        reply.status(201);
        return toItem(row!);
      },
    );

    app.patch(
      `${path}/:id`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `update${Name}`,
          tags: ['cms'],
          summary: `Update a ${c.kind} item`,
          security,
          params: IdParams,
          body: patchBody,
          response: { 200: Type.Ref('CmsItem'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const [row] = await db
          .update(cmsItems)
          .set({ ...toValues(request.body as Record<string, unknown>), updatedAt: now() })
          .where(and(eq(cmsItems.id, request.params.id), eq(cmsItems.kind, c.kind)))
          .returning();
        if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
        return toItem(row);
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `delete${Name}`,
          tags: ['cms'],
          summary: `Delete a ${c.kind} item`,
          security,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const rows = await db
          .delete(cmsItems)
          .where(and(eq(cmsItems.id, request.params.id), eq(cmsItems.kind, c.kind)))
          .returning({ id: cmsItems.id });
        if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
        return reply.status(204).send(null);
      },
    );
  };
}

const blockIds = [...cmsBlockIds, 'contact-detail'] as const;
const BlockId = Type.Union(blockIds.map((id) => Type.Literal(id)));

/**
 * Content and SEO (spec section 2 /arms/cms/portal, section 3 "CMS items"): the sixteen CMS pages,
 * single content blocks by id, the collections, contact-us messages and CMS images.
 */
export const cmsRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;
  for (const c of collections) await app.register(collectionRoutes(c), { services });

  const toBlock = (row: typeof cmsBlocks.$inferSelect) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

  app.get(
    '/cms-pages',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCmsPages',
        tags: ['cms'],
        summary: 'The sixteen CMS pages of the administration portal, with where their content lives',
        security,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.String(),
                title: Type.String(),
                store: Type.Union([Type.Literal('block'), Type.Literal('collection')]),
                path: Type.String({ description: 'The API path of its content' }),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({
      data: cmsPageKinds.map((page) => ({
        id: page.id,
        title: page.title,
        store: page.store,
        path: page.store === 'block' ? `/cms/${page.id}` : `/${page.id}`,
      })),
    }),
  );

  app.get(
    '/cms/:id',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getCmsBlock',
        tags: ['cms'],
        summary: 'A single content block by id (logo, term-of-use, about-us, footer, contact-detail...)',
        params: Type.Object({ id: BlockId }),
        response: { 200: Type.Ref('CmsBlock'), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [row] = await db.select().from(cmsBlocks).where(eq(cmsBlocks.id, request.params.id));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toBlock(row);
    },
  );

  app.patch(
    '/cms/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCmsBlock',
        tags: ['cms'],
        summary: 'Change a content block (content is sanitised rich text)',
        security,
        params: Type.Object({ id: BlockId }),
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ maxLength: 300 })),
            content: Type.Optional(RichText({ maxLength: 500_000 })),
            imagePath: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
            data: Type.Optional(
              Type.Record(Type.String({ maxLength: 50 }), Type.String({ maxLength: 2000 }), { maxProperties: 30 }),
            ),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Type.Ref('CmsBlock'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { content, ...rest } = request.body;
      const values = {
        ...rest,
        ...(content !== undefined ? { content: sanitizeRichText(content) } : {}),
        updatedAt: now(),
      };
      const [row] = await db
        .insert(cmsBlocks)
        .values({ id: request.params.id, ...values })
        .onConflictDoUpdate({ target: cmsBlocks.id, set: values })
        .returning();
      return toBlock(row!);
    },
  );

  app.post(
    '/cms-images',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'uploadCmsImage',
        tags: ['cms'],
        summary: 'Upload an image for CMS content (multipart field `file`); answers its public path',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: Type.Object({ imagePath: Type.String(), width: Type.Integer(), height: Type.Integer() }),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const image = await storeImage(request, services.storage, { folder: 'cms' });
      reply.status(201);
      return { imagePath: `${services.apiPrefix}/files/public/${image.key}`, width: image.width, height: image.height };
    },
  );

  // ----- contact us -----
  const ContactMessage = Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    industry: Nullable(Type.String()),
    message: Type.String(),
    telephone: Nullable(Type.String()),
    fax: Nullable(Type.String()),
    address: Nullable(Type.String()),
    status: Type.Integer({ description: '1 new, 0 handled' }),
    createdAt: Type.String({ format: 'date-time' }),
  });
  const contactList = defineList({
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
  const toMessage = (r: typeof contactMessages.$inferSelect) => ({ ...r, createdAt: r.createdAt.toISOString() });

  app.post(
    '/contact-us',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'contact', address: services.rateLimits.reset.address },
      },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['cms'],
        summary: 'Send a message through the contact-us form',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            email: Type.String({ maxLength: 254, format: 'email' }),
            industry: Type.Optional(Type.String({ maxLength: 200 })),
            message: Type.String({ minLength: 1, maxLength: 5000 }),
            telephone: Type.Optional(Type.String({ maxLength: 40 })),
            fax: Type.Optional(Type.String({ maxLength: 40 })),
            address: Type.Optional(Type.String({ maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: ContactMessage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      assertValid(validateEmail(request.body.email));
      const [row] = await db
        .insert(contactMessages)
        .values({ ...request.body, email: request.body.email.trim().toLowerCase(), createdAt: now() })
        .returning();
      reply.status(201);
      return toMessage(row!);
    },
  );

  app.get(
    '/contact-us',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listContactMessages',
        tags: ['cms'],
        summary: 'Messages sent through the contact-us form, newest first',
        security,
        querystring: contactList.querySchema,
        response: { 200: listResponseSchema(ContactMessage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = contactList.parse(request.query as Record<string, unknown>);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(contactMessages), total: windowTotal })
          .from(contactMessages)
          .where(parsed.where)
          .orderBy(...parsed.orderBy),
        toMessage,
      );
    },
  );

  app.patch(
    '/contact-us',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'markContactMessages',
        tags: ['cms'],
        summary: 'Mark contact-us messages handled (status 0) or new (status 1)',
        security,
        body: Type.Object(
          {
            ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
            status: Type.Union([Type.Literal(0), Type.Literal(1)]),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ updated: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await db
        .update(contactMessages)
        .set({ status: request.body.status })
        .where(inArray(contactMessages.id, request.body.ids))
        .returning({ id: contactMessages.id });
      return { updated: rows.length };
    },
  );
};
