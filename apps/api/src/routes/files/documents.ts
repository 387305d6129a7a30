import { employerRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { signFileUrl } from '../../files/signed-url';
import { sendStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, listResponseSchema, Nullable, security, SignedUrl } from '../../http/kit';
import type { Services } from '../../services/context';
import { uploadDocument } from '../../services/documents';
import {
  deleteDocument,
  documentList,
  getDocument,
  getSharedDocument,
  listDocuments,
  shareDocument,
  updateDocument,
} from './repository';

/**
 * The reference document set (TBB documents): listed for employers (the active ones) and the platform,
 * uploaded, renamed, hidden, shared by a public key, downloaded through a signed link, deleted.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, storage, now } = services;
  const sign = (key: string, name: string) =>
    signFileUrl(services.apiPrefix, services.fileUrlSecret, { key, name }, services.fileUrlTtlSeconds, now().getTime());

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
    async (request) =>
      listDocuments(
        db,
        documentList.parse(request.query as Record<string, unknown>),
        !caller(request).roles.includes('arms_admin'),
      ),
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
      const { name, description } = request.query;
      const document = await uploadDocument(services, request, uploadLimit, {
        name,
        description,
        userId: caller(request).userId,
      });
      reply.status(201);
      return document;
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
      const row = await getDocument(db, request.params.id, !caller(request).roles.includes('arms_admin'));
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
    async (request) => shareDocument(db, request.params.id, request.body.shared),
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
      const row = await getSharedDocument(db, request.params.publicKey);
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
            description: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
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
      return updateDocument(db, request.params.id, {
        ...(trimmed !== undefined ? { name: trimmed } : {}),
        ...(description !== undefined ? { description: description?.trim() || null } : {}),
        ...(status !== undefined ? { status } : {}),
      });
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
      const row = await deleteDocument(db, request.params.id);
      await storage.delete(row.storageKey).catch(() => {});
      return reply.status(204).send(null);
    },
  );
};
