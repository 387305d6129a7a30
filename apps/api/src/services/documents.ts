import type { FastifyRequest } from 'fastify';
import { documentTypes, storeUpload } from '../files/upload';
import { addDocument } from '../routes/files/repository';
import type { Services } from './context';

/**
 * A reference document uploaded (TBB documents; docs/decisions/0205): the request's multipart file stored
 * (PDF, Office or image, told by its content; 413 over the limit), then its row, named by `name` or the
 * file's own name. Answers the document as listed.
 */
export async function uploadDocument(
  services: Pick<Services, 'db' | 'storage' | 'now'>,
  request: FastifyRequest,
  uploadLimit: number,
  upload: { name?: string; description?: string; userId: number },
) {
  const stored = await storeUpload(request, services.storage, {
    folder: 'documents',
    maxBytes: uploadLimit,
    accept: documentTypes,
  });
  return addDocument(services.db, {
    name: upload.name ?? stored.filename.slice(0, 200),
    description: upload.description ?? null,
    storageKey: stored.key,
    mimeType: stored.mimeType,
    size: stored.size,
    createdBy: upload.userId,
    createdAt: services.now(),
  });
}
