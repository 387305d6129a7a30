import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access, AuthContext } from '../auth/access';
import { caller } from '../auth/plugin';
import { tenantScope } from '../auth/tenancy';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import type { ErrorCode } from '@arms/domain';
import { ApiError, fail } from '../http/errors';
import { errorResponses } from '../http/schemas';
import type { Services } from '../services/context';
import { sendStored } from './send';
import { documentTypes, storeUpload } from './upload';
import { IdParams, security } from '../http/kit';

export type AttachmentOwner = 'department' | 'job' | 'job_resume' | 'resume';
export type AttachmentKind = 'document' | 'worksheet' | 'costing' | 'acknowledgement';
type AttachmentRow = typeof attachments.$inferSelect;

export const Attachment = Type.Object(
  {
    id: Type.Integer(),
    ownerId: Type.Integer(),
    kind: Type.String(),
    name: Type.String(),
    mimeType: Type.String(),
    size: Type.Integer(),
    createdBy: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Attachment' },
);

export const toAttachment = (r: AttachmentRow) => ({
  id: r.id,
  ownerId: r.ownerId,
  kind: r.kind,
  name: r.name,
  mimeType: r.mimeType,
  size: r.size,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** The attachments of one record, oldest first. */
export async function listAttachments(
  db: Db,
  companyId: number,
  ownerType: AttachmentOwner,
  ownerId: number,
  kind?: AttachmentKind,
): Promise<AttachmentRow[]> {
  const conditions = [
    eq(attachments.companyId, companyId),
    eq(attachments.ownerType, ownerType),
    eq(attachments.ownerId, ownerId),
  ];
  if (kind) conditions.push(eq(attachments.kind, kind));
  return db
    .select()
    .from(attachments)
    .where(and(...conditions))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Records a file already in storage as an attachment (for files the server makes itself). */
export async function insertAttachment(
  db: Db,
  values: {
    companyId: number;
    ownerType: AttachmentOwner;
    ownerId: number;
    kind: AttachmentKind;
    name: string;
    storageKey: string;
    mimeType: string;
    size: number;
    createdBy: number | null;
    createdAt: Date;
  },
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

export interface AttachmentRoutesOptions {
  services: Services;
  uploadLimit: number;
  ownerType: AttachmentOwner;
  kind: AttachmentKind;
  /** The owner's collection path with `:id`, for list and upload (e.g. `/departments/:id/documents`). */
  collectionPath: string;
  /** One attachment's path with `:id`, for download and removal (e.g. `/department-documents/:id`). */
  itemPath: string;
  /** Singular name used in operationIds: `Department document` → listDepartmentDocuments, … */
  noun: { singular: string; plural: string };
  tag: string;
  access: Access & { roles: readonly string[] };
  /** Who may upload and remove, when narrower than who may read. */
  writeAccess?: Access & { roles: readonly string[] };
  /**
   * Loads the owner for the caller and throws the owner's not-found error when the caller may not
   * reach it (another company, or a resume another user uploaded): the one rule every route obeys.
   */
  loadOwner: (db: Db, auth: AuthContext, ownerId: number) => Promise<unknown>;
  /** Types accepted, detected from the content (default: documents and images). */
  accept?: readonly string[];
  folder: string;
  /** The catalogue code of a missing file of this kind. @default FILE_NOT_EXISTED */
  notFound?: ErrorCode;
}

const pascal = (s: string) => s.replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The four routes of a kind of attachment (docs/decisions/0071): list and upload under the owner,
 * download and removal by attachment id. Every route re-checks the owner with `loadOwner`, so the
 * owner's access rule (tenancy, uploaded-only resumes) applies to its files too.
 */
export function attachmentRoutes(options: AttachmentRoutesOptions): FastifyPluginAsyncTypebox {
  const { services, ownerType, kind, noun, tag, access, loadOwner } = options;
  const writeAccess = options.writeAccess ?? access;
  const { db, storage, now } = services;
  const one = pascal(noun.singular);
  const many = pascal(noun.plural);

  async function loadItem(auth: AuthContext, id: number): Promise<AttachmentRow> {
    const scope = tenantScope(auth);
    const [row] = await db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.id, id),
          eq(attachments.companyId, scope.companyId),
          eq(attachments.ownerType, ownerType),
          eq(attachments.kind, kind),
        ),
      );
    if (!row) throw fail(options.notFound ?? 'FILE_NOT_EXISTED');
    await loadOwner(db, auth, row.ownerId);
    return row;
  }

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
        const stored = await storeUpload(request, storage, {
          folder: options.folder,
          maxBytes: options.uploadLimit,
          accept: options.accept ?? documentTypes,
        });
        try {
          const row = await insertAttachment(db, {
            companyId: tenantScope(auth).companyId,
            ownerType,
            ownerId: request.params.id,
            kind,
            name: stored.filename.slice(0, 300) || `${kind}`,
            storageKey: stored.key,
            mimeType: stored.mimeType,
            size: stored.size,
            createdBy: auth.userId,
            createdAt: now(),
          });
          reply.status(201);
          return toAttachment(row);
        } catch (error) {
          await storage.delete(stored.key).catch(() => {});
          throw error;
        }
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
        const row = await loadItem(caller(request), request.params.id);
        try {
          return await sendStored(reply, storage, row.storageKey, { name: row.name, contentType: row.mimeType });
        } catch (error) {
          if (options.notFound && error instanceof ApiError && error.code === 'FILE_NOT_EXISTED')
            throw fail(options.notFound);
          throw error;
        }
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
        const row = await loadItem(caller(request), request.params.id);
        await db.delete(attachments).where(eq(attachments.id, row.id));
        await storage.delete(row.storageKey).catch(() => {});
        reply.status(204);
        return null;
      },
    );
  };
}
