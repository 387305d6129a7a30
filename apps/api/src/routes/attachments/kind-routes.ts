import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import { removeAttachment, sendAttachment, uploadAttachment } from '../../services/attachments';
import { listAttachments, loadKindAttachment } from './repository';
import { toAttachment, type AttachmentRoutesOptions } from './shared';

const pascal = (s: string) => s.replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The four routes of a kind of attachment (docs/decisions/0071): list and upload under the owner,
 * download and removal by attachment id. Every route re-checks the owner with `loadOwner`, so the
 * owner's access rule (tenancy, uploaded-only resumes) applies to its files too.
 */
export function attachmentRoutes(options: AttachmentRoutesOptions): FastifyPluginAsyncTypebox {
  const { services, ownerType, kind, noun, tag, access, loadOwner } = options;
  const writeAccess = options.writeAccess ?? access;
  const { db } = services;
  const one = pascal(noun.singular);
  const many = pascal(noun.plural);

  return async (app) => {
    app.get(
      options.collectionPath,
      {
        config: { access: { ...access, tenant: true } },
        schema: {
          operationId: `list${many}`,
          tags: [tag],
          summary: `The ${noun.plural} of one record, oldest first`,
          security,
          params: IdParams,
          response: { 200: Type.Array(Type.Ref('Attachment')), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const auth = caller(request);
        await loadOwner(db, auth, request.params.id);
        const rows = await listAttachments(db, tenantScope(auth).companyId, ownerType, request.params.id, kind);
        return rows.map(toAttachment);
      },
    );

    app.post(
      options.collectionPath,
      {
        config: { access: { ...writeAccess, tenant: true } },
        schema: {
          operationId: `upload${one}`,
          tags: [tag],
          summary: `Upload a ${noun.singular} (multipart field "file"; the type is detected from the content)`,
          security,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: Type.Ref('Attachment'), ...errorResponses(400, 401, 403, 404, 413, 422) },
        },
      },
      async (request, reply) => {
        const auth = caller(request);
        await loadOwner(db, auth, request.params.id);
        const row = await uploadAttachment(options, request, auth, request.params.id);
        reply.status(201);
        return toAttachment(row);
      },
    );

    app.get(
      `${options.itemPath}/download`,
      {
        config: { access: { ...access, tenant: true } },
        schema: {
          operationId: `download${one}`,
          tags: [tag],
          summary: `Download a ${noun.singular} (${options.notFound ?? 'FILE_NOT_EXISTED'} when it is gone)`,
          security,
          params: IdParams,
          response: {
            200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
            ...errorResponses(400, 401, 403, 404, 422),
          },
        },
      },
      async (request, reply) => {
        const row = await loadKindAttachment(db, caller(request), options, request.params.id);
        return sendAttachment(options, reply, row);
      },
    );

    app.delete(
      options.itemPath,
      {
        config: { access: { ...writeAccess, tenant: true } },
        schema: {
          operationId: `remove${one}`,
          tags: [tag],
          summary: `Remove a ${noun.singular} and its file`,
          security,
          params: IdParams,
          response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const row = await loadKindAttachment(db, caller(request), options, request.params.id);
        await removeAttachment(options, row);
        reply.status(204);
        return null;
      },
    );
  };
}
