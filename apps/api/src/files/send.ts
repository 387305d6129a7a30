import type { FastifyReply } from 'fastify';
import { fail } from '../http/errors';
import type { Storage } from './storage';

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  cfb: 'application/x-cfb',
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** A Content-Disposition value that survives any file name (ASCII fallback plus RFC 5987 UTF-8 form). */
export function contentDisposition(name: string, inline = false): string {
  const clean = name.replace(/["\r\n\\]/g, '') || 'file';
  return `${inline ? 'inline' : 'attachment'}; filename="${clean.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** Streams a stored file; FILE_NOT_EXISTED when it is gone, DOWNLOAD_FAILED when it cannot be read. */
export async function sendStored(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  options: { name?: string; contentType?: string; inline?: boolean },
) {
  let object;
  try {
    object = await storage.get(key);
  } catch {
    throw fail('DOWNLOAD_FAILED');
  }
  if (!object) throw fail('FILE_NOT_EXISTED');
  const ext = key.split('.').pop() ?? '';
  reply.header('content-type', options.contentType ?? contentTypes[ext] ?? 'application/octet-stream');
  if (object.size !== undefined) reply.header('content-length', String(object.size));
  reply.header(
    'content-disposition',
    contentDisposition(options.name ?? key.split('/').pop() ?? 'file', options.inline),
  );
  reply.header('cache-control', options.inline ? 'public, max-age=86400' : 'private, no-store');
  return reply.send(object.body);
}

/** A stored file's bytes, or null when there is no key or no file. */
export async function readStored(storage: Storage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const object = await storage.get(key).catch(() => undefined);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
