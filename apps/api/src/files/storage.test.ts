import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';
import { LocalStorage } from './storage';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('given the local storage driver', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arms-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const storage = new LocalStorage(dir);

  it('should write, read and delete an object', async () => {
    expect(await storage.put('documents/a.txt', Readable.from([Buffer.from('hello')]), 'text/plain')).toEqual({
      size: 5,
    });
    const got = await storage.get('documents/a.txt');
    expect(got?.size).toBe(5);
    expect(await read(got!.body)).toBe('hello');
    await storage.delete('documents/a.txt');
    expect(await storage.get('documents/a.txt')).toBeUndefined();
  });

  it.each(['../etc/passwd', '/abs/path', 'a/../../b', 'a//b', 'a/./b'])('should refuse the key %j', async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
  });

  it('should sweep unfinished uploads left untouched past the grace, and only those', async () => {
    await storage.put('resumes/kept.pdf', Readable.from([Buffer.from('whole')]), 'application/pdf');
    mkdirSync(path.join(dir, 'resumes', 'deep'), { recursive: true });
    const stale = path.join(dir, 'resumes', 'deep', 'x.pdf.1234.part');
    const fresh = path.join(dir, 'resumes', 'y.pdf.5678.part');
    writeFileSync(stale, 'half');
    writeFileSync(fresh, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(stale, hourAgo, hourAgo);
    expect(await storage.sweepPartial(600_000)).toEqual(['resumes/deep/x.pdf.1234.part']);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await storage.sweepPartial(0)).toEqual(['resumes/y.pdf.5678.part']);
    expect((await storage.get('resumes/kept.pdf'))?.size).toBe(5);
    expect(await new LocalStorage(path.join(dir, 'missing')).sweepPartial(0)).toEqual([]);
  });

  it('should leave nothing behind when the upload stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('documents/b.txt', failing, 'text/plain')).rejects.toThrow();
    expect(await storage.get('documents/b.txt')).toBeUndefined();
  });
});

describe('given the S3-compatible driver', () => {
  it('should send signed path-style requests to the bucket', async () => {
    const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: unknown }> = [];
    const fakeFetch = (async (url: URL, init: { method?: string; headers: Record<string, string>; body?: unknown }) => {
      calls.push({ url: String(url), method: init.method ?? 'GET', headers: init.headers, body: init.body });
      if ((init.method ?? 'GET') === 'GET') {
        return String(url).includes('missing') ? new Response(null, { status: 404 }) : new Response('stored bytes');
      }
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const s3 = new S3Storage({
      endpoint: 'https://minio.local:9000',
      region: 'ap-southeast-1',
      bucket: 'arms',
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      fetch: fakeFetch,
    });
    await s3.put('logos/1/x.png', Readable.from([Buffer.from('png')]), 'image/png');
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://minio.local:9000/arms/logos/1/x.png' });
    expect(calls[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/ap-southeast-1\/s3\/aws4_request,SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(calls[0]!.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(await read((await s3.get('logos/1/x.png'))!.body)).toBe('stored bytes');
    expect(await s3.get('logos/1/missing.png')).toBeUndefined();
    await s3.delete('logos/1/x.png');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE' });
  });
});
