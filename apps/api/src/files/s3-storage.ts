import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { emptyPayloadHash, signV4 } from './sigv4';
import { assertKey, type Storage, type StoredObject } from './storage';

export interface S3Settings {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), what MinIO and most compatibles want. @default true */
  pathStyle?: boolean;
  fetch?: typeof fetch;
}

/**
 * The S3-compatible driver: plain HTTPS requests signed with SigV4 over fetch. Uploads (already size-limited
 * by the upload helper) are sent in one PUT with an unsigned payload (`UNSIGNED-PAYLOAD`); reads stream.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly fetch: typeof fetch;
  constructor(private readonly settings: S3Settings) {
    this.fetch = settings.fetch ?? fetch;
  }

  /** The object's address. */
  url(key: string): URL {
    assertKey(key);
    const base = new URL(this.settings.endpoint);
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    if (this.settings.pathStyle === false) {
      base.hostname = `${this.settings.bucket}.${base.hostname}`;
      base.pathname = `/${encoded}`;
    } else base.pathname = `/${this.settings.bucket}/${encoded}`;
    return base;
  }

  private signed(method: string, url: URL, headers: Record<string, string>, payloadHash: string) {
    return signV4({ method, url, headers, payloadHash, date: new Date() }, { ...this.settings, service: 's3' });
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    const chunks: Buffer[] = [];
    let size = 0;
    // S3 wants a Content-Length for a single PUT: gather the (size-limited) upload first.
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const url = this.url(key);
    const headers = this.signed(
      'PUT',
      url,
      { 'content-type': contentType, 'content-length': String(size) },
      'UNSIGNED-PAYLOAD',
    );
    const res = await this.fetch(url, { method: 'PUT', headers, body: Buffer.concat(chunks) });
    if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
    return { size };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const url = this.url(key);
    const res = await this.fetch(url, { headers: this.signed('GET', url, {}, emptyPayloadHash) });
    if (res.status === 404) return undefined;
    if (!res.ok || !res.body) throw new Error(`S3 GET failed with ${res.status}`);
    const length = res.headers.get('content-length');
    return {
      body: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
      size: length ? Number(length) : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const url = this.url(key);
    const res = await this.fetch(url, { method: 'DELETE', headers: this.signed('DELETE', url, {}, emptyPayloadHash) });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed with ${res.status}`);
  }
}
