import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/access';
import { tenantScope } from '../auth/tenancy';
import { sendStored } from '../files/send';
import { documentTypes, storeUpload } from '../files/upload';
import { ApiError, fail } from '../http/errors';
import { deleteAttachment, insertAttachment } from '../routes/attachments/repository';
import type { AttachmentRoutesOptions, AttachmentRow } from '../routes/attachments/shared';

/**
 * An attachment's file and its row together (docs/decisions/0071): the upload is stored, then recorded
 * (the stored file removed again when the row cannot be written); a download answers the kind's own
 * not-found code; a removal deletes the row, then the file.
 */

/** Stores the request's multipart file `file` for the owner and records it: the attachment row. */
export async function uploadAttachment(
  options: AttachmentRoutesOptions,
  request: FastifyRequest,
  auth: AuthContext,
  ownerId: number,
): Promise<AttachmentRow> {
  const { services, ownerType, kind } = options;
  const stored = await storeUpload(request, services.storage, {
    folder: options.folder,
    maxBytes: options.uploadLimit,
    accept: options.accept ?? documentTypes,
  });
  try {
    return await insertAttachment(services.db, {
      companyId: tenantScope(auth).companyId,
      ownerType,
      ownerId,
      kind,
      name: stored.filename.slice(0, 300) || `${kind}`,
      storageKey: stored.key,
      mimeType: stored.mimeType,
      size: stored.size,
      createdBy: auth.userId,
      createdAt: services.now(),
    });
  } catch (error) {
    await services.storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

/** Streams an attachment's file; a file gone answers the kind's not-found code (FILE_NOT_EXISTED by default). */
export async function sendAttachment(options: AttachmentRoutesOptions, reply: FastifyReply, row: AttachmentRow) {
  try {
    return await sendStored(reply, options.services.storage, row.storageKey, {
      name: row.name,
      contentType: row.mimeType,
    });
  } catch (error) {
    if (options.notFound && error instanceof ApiError && error.code === 'FILE_NOT_EXISTED')
      throw fail(options.notFound);
    throw error;
  }
}

/** Deletes an attachment's row, then its file (a file already gone is no error). */
export async function removeAttachment(options: AttachmentRoutesOptions, row: AttachmentRow) {
  await deleteAttachment(options.services.db, row.id);
  await options.services.storage.delete(row.storageKey).catch(() => {});
}
