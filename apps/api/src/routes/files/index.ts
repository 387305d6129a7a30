import { randomBytes } from 'node:crypto';
import { employerRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { documents } from '../../db/schema';
import { signFileUrl, verifyFileUrl } from '../../files/signed-url';
import { assertKey } from '../../files/storage';
import { sendStored } from '../../files/send';
import { documentTypes, storeUpload } from '../../files/upload';
import { fail } from '../../http/errors';
import type { Services } from '../../services/context';
import {
  defineList,
  errorResponses,
  IdParams,
  iso,
  listResponseSchema,
  listRows,
  security,
  SignedUrl,
  windowTotal,
} from '../../http/kit';

/** Folders whose files are public by nature (logos, CMS images); everything else needs a signed link. */
const publicFolders = ['logos', 'cms'];

export const Document = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    mimeType: Type.String(),
    size: Type.Integer(),
    publicKey: Type.Union([Type.String(), Type.Null()]),
    status: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Document' },
);

const documentList = defineList({
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

/**
 * Files (spec section 7 "Files are served ... by path templates"; ARCHITECTURE.md "Files"): public
 * logos and CMS images, signed short-lived download links for everything else, and the reference
 * document set with upload, download and public key.
 */
export const fileRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, storage, now } = services;
  const sign = (key: string, name: string) =>
    signFileUrl(services.apiPrefix, services.fileUrlSecret, { key, name }, services.fileUrlTtlSeconds, now().getTime());

  app.get(
    '/files/download',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'downloadFile',
        tags: ['files'],
        summary: 'Download a file through a signed link (expires; INVALID_TOKEN or TOKEN_IS_EXPIRED otherwise)',
        querystring: Type.Object(
          {
            key: Type.String({ maxLength: 500 }),
            expires: Type.Integer(),
            name: Type.String({ maxLength: 300 }),
            sig: Type.String({ maxLength: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(400, 404, 410, 422),
        },
      },
    },
    async (request, reply) => {
      const verdict = verifyFileUrl(services.fileUrlSecret, request.query, now().getTime());
      if (verdict === 'invalid') throw fail('INVALID_TOKEN');
      if (verdict === 'expired') throw fail('TOKEN_IS_EXPIRED');
      return sendStored(reply, storage, request.query.key, { name: request.query.name });
    },
  );

  app.get(
    '/files/public/*',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'getPublicFile',
        tags: ['files'],
        summary: 'A public file: company logos and CMS images',
        params: Type.Object({ '*': Type.String({ maxLength: 500 }) }),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      try {
        assertKey(key);
      } catch {
        throw fail('FILE_NOT_EXISTED');
      }
      if (!publicFolders.includes(key.split('/')[0]!)) throw fail('FILE_NOT_EXISTED');
      return sendStored(reply, storage, key, { inline: true });
    },
  );

  // ----- the reference document set (TBB documents) -----
  app.get(
    '/documents',
    {
      config: { access: { roles: [...employerRoles, 'arms_admin'] } },
      schema: {
        operationId: 'listDocuments',
        tags: ['documents'],
        summary: 'The reference document set (employers see the active documents)',
        security,
        querystring: documentList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Document')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const parsed = documentList.parse(request.query as Record<string, unknown>);
      const where = auth.roles.includes('arms_admin')
        ? parsed.where
        : parsed.where
          ? and(parsed.where, eq(documents.status, 1))
          : eq(documents.status, 1);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(documents), total: windowTotal })
          .from(documents)
          .where(where)
          .orderBy(...parsed.orderBy),
        (r) => ({ ...r, createdAt: iso(r.createdAt) }),
      );
    },
  );

  app.post(
    '/documents',
    {
      config: { access: { roles: ['arms_admin'] } },
      schema: {
        operationId: 'uploadDocument',
        tags: ['documents'],
        summary: 'Upload a reference document (multipart field `file`; PDF, Office or image, checked by content)',
        security,
        consumes: ['multipart/form-data'],
        querystring: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            description: Type.Optional(Type.String({ maxLength: 1000 })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Ref('Document'), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const stored = await storeUpload(request, storage, {
        folder: 'documents',
        maxBytes: uploadLimit,
        accept: documentTypes,
      });
      const [row] = await db
        .insert(documents)
        .values({
          name: request.query.name ?? stored.filename.slice(0, 200),
          description: request.query.description ?? null,
          storageKey: stored.key,
          mimeType: stored.mimeType,
          size: stored.size,
          createdBy: caller(request).userId,
          createdAt: now(),
        })
        .returning();
      reply.status(201);
      return { ...row!, createdAt: row!.createdAt.toISOString() };
    },
  );

  app.get(
    '/documents/:id/download',
    {
      config: { access: { roles: [...employerRoles, 'arms_admin'] } },
      schema: {
        operationId: 'documentDownloadUrl',
        tags: ['documents'],
        summary: 'A short-lived signed link to download a reference document',
        security,
        params: IdParams,
        response: { 200: SignedUrl, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await db.select().from(documents).where(eq(documents.id, request.params.id));
      if (!row || (row.status !== 1 && !caller(request).roles.includes('arms_admin'))) {
        throw fail('TBB_DOCUMENTS_NOT_EXISTED');
      }
      const ext = row.storageKey.split('.').pop();
      return sign(row.storageKey, row.name.includes('.') ? row.name : `${row.name}.${ext}`);
    },
  );

  app.post(
    '/documents/:id/public-key',
    {
      config: { access: { roles: ['arms_admin'] } },
      schema: {
        operationId: 'setDocumentPublicKey',
        tags: ['documents'],
        summary: 'Share a document without a session (a new public key) or stop sharing it',
        security,
        params: IdParams,
        body: Type.Object({ shared: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Type.Ref('Document'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await db
        .update(documents)
        .set({ publicKey: request.body.shared ? randomBytes(18).toString('base64url') : null })
        .where(eq(documents.id, request.params.id))
        .returning();
      if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  );

  app.get(
    '/documents/public/:publicKey',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'downloadPublicDocument',
        tags: ['documents'],
        summary: 'Download a shared reference document by its public key',
        params: Type.Object({ publicKey: Type.String({ minLength: 10, maxLength: 100 }) }),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const [row] = await db.select().from(documents).where(eq(documents.publicKey, request.params.publicKey));
      if (!row || row.status !== 1) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
      return sendStored(reply, storage, row.storageKey, { name: row.name, contentType: row.mimeType });
    },
  );

  app.patch(
    '/documents/:id',
    {
      config: { access: { roles: ['arms_admin'] } },
      schema: {
        operationId: 'updateDocument',
        tags: ['documents'],
        summary: 'Rename or describe a reference document, or hide it from employers (status 0) and show it again',
        security,
        params: IdParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Type.Ref('Document'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name, description, status } = request.body;
      const trimmed = name?.trim();
      if (name !== undefined && !trimmed) {
        throw fail('VALIDATION_ERROR', [{ field: 'name', code: 'validation.required' }]);
      }
      const [row] = await db
        .update(documents)
        .set({
          ...(trimmed !== undefined ? { name: trimmed } : {}),
          ...(description !== undefined ? { description: description?.trim() || null } : {}),
          ...(status !== undefined ? { status } : {}),
        })
        .where(eq(documents.id, request.params.id))
        .returning();
      if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  );

  app.delete(
    '/documents/:id',
    {
      config: { access: { roles: ['arms_admin'] } },
      schema: {
        operationId: 'deleteDocument',
        tags: ['documents'],
        summary: 'Delete a reference document and its file',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const [row] = await db.delete(documents).where(eq(documents.id, request.params.id)).returning();
      if (!row) throw fail('TBB_DOCUMENTS_NOT_EXISTED');
      await storage.delete(row.storageKey).catch(() => {});
      return reply.status(204).send(null);
    },
  );
};
