import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { defaultImageLimits, validateImage, type ImageLimits } from '@arms/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, fail } from '../http/errors';
import { isBadText } from '../http/input-guard';
import { imageSize } from './image-size';
import type { Storage } from './storage';

/** Types accepted for documents (the reference document set, CVs): detected from content, never the name. */
export const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'image/png',
  'image/jpeg',
] as const;

export interface StoredUpload {
  key: string;
  mimeType: string;
  size: number;
  /** The name the user gave the file (shown, never trusted for the type). */
  filename: string;
}

const sniffBytes = 4100;

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('FILE_TOO_LARGE', [
    { field: 'file', code: 'domain.validation.file.tooLarge', params: { maxSize: Math.round(maxBytes / 1048576) } },
  ]);
}

const malformed = () => fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.multipart' }]);

/**
 * A broken multipart body (no boundary, a part cut off, too many parts) is the client's error: it
 * answers 400 VALIDATION_ERROR (413 when the file is too large), never the parser's own status. Routes that
 * read their parts themselves pass what the parser threw through here.
 */
export function uploadError(error: unknown, maxBytes: number): unknown {
  // A storage failure (a disk error) is the server's, and stays one.
  if (error instanceof ApiError || (error as { syscall?: string }).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  return malformed();
}

async function nextFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw malformed();
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!file) throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.required' }]);
  // The name is shown and stored as text: a NUL or a lone surrogate is refused like in any other field.
  if (isBadText(file.filename) || file.filename.length > 255) {
    file.file.resume();
    throw fail('VALIDATION_ERROR', [{ field: 'file.filename', code: 'validation.text' }]);
  }
  for (const field of Object.values(file.fields ?? {})) {
    const value = (field as { value?: unknown } | undefined)?.value;
    if (typeof value === 'string' && isBadText(value)) {
      file.file.resume();
      throw fail('VALIDATION_ERROR', [{ field: 'fields', code: 'validation.text' }]);
    }
  }
  return file;
}

/** Reads a stream's first bytes for type detection and answers a stream that still yields all of it. */
async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; all: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = stream[Symbol.asyncIterator]();
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  const all = new PassThrough();
  all.write(head);
  if (done) all.end();
  else {
    void (async () => {
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          if (!all.write(next.value)) await new Promise((resolve) => all.once('drain', resolve));
        }
        all.end();
      } catch (error) {
        all.destroy(error as Error);
      }
    })();
  }
  return { head, all };
}

/**
 * Streams one multipart file into storage (section 5 limits): the size limit is enforced while it
 * arrives (413), and the type is detected from the first bytes, never from the name or the header.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: Storage,
  options: { folder: string; maxBytes: number; accept: readonly string[] },
): Promise<StoredUpload> {
  return storeFilePart(await nextFile(request, options.maxBytes), storage, options);
}

/**
 * Streams one multipart file part (read from `request.parts()`) into storage: the type detected from
 * its first bytes must be accepted, and a part cut at the size limit answers 413.
 */
export async function storeFilePart(
  file: MultipartFile,
  storage: Storage,
  options: { folder: string; maxBytes: number; accept: readonly string[] },
): Promise<StoredUpload> {
  let peeked;
  try {
    peeked = await peek(file.file, sniffBytes);
  } catch (error) {
    throw uploadError(error, options.maxBytes);
  }
  const { head, all } = peeked;
  const type = await fileTypeFromBuffer(head);
  if (!type || !options.accept.includes(type.mime)) {
    file.file.resume();
    throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.fileType' }]);
  }
  const key = `${options.folder}/${randomUUID()}.${type.ext}`;
  try {
    const { size } = await storage.put(key, all, type.mime);
    if (file.file.truncated) throw tooLarge(options.maxBytes);
    return { key, mimeType: type.mime, size, filename: file.filename };
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw uploadError(error, options.maxBytes);
  }
}

/**
 * An image upload (section 5 "Uploaded images"): an image by content, within the size limit and at
 * least the minimum pixel size, checked with @arms/domain's validateImage before it is stored.
 */
export async function storeImage(
  request: FastifyRequest,
  storage: Storage,
  options: { folder: string; limits?: ImageLimits },
): Promise<StoredUpload & { width: number; height: number }> {
  const limits = options.limits ?? defaultImageLimits;
  const maxBytes = limits.maxSizeMb * 1048576;
  const file = await nextFile(request, maxBytes);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  const type = await fileTypeFromBuffer(buffer);
  const size = (type && imageSize(buffer, type.mime)) ?? { width: 0, height: 0 };
  const issues = validateImage(
    { type: type?.mime ?? 'application/octet-stream', size: buffer.length, ...size },
    limits,
  );
  if (issues.length > 0) {
    throw fail(
      'VALIDATION_ERROR',
      issues.map((i) => ({ field: 'file', code: i.code, params: { ...i.params } })),
    );
  }
  const key = `${options.folder}/${randomUUID()}.${type!.ext}`;
  const body = new PassThrough();
  body.end(buffer);
  await storage.put(key, body, type!.mime);
  return { key, mimeType: type!.mime, size: buffer.length, filename: file.filename, ...size };
}
