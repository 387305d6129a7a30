import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/db/seed';
import { SchemaCache } from '../../src/schema-cache';
import { createTestContext, login, requester, type TestContext } from '../harness';

const work = mkdtempSync(path.join(tmpdir(), 'arms-delivery-'));
const spa = path.join(work, 'spa');
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(path.join(spa, 'assets'), { recursive: true });
writeFileSync(path.join(spa, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(spa, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
writeFileSync(path.join(spa, 'assets/app-1a2b3c.js'), script);
writeFileSync(path.join(spa, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
writeFileSync(path.join(spa, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
writeFileSync(path.join(spa, 'assets/app-1a2b3c.js.map'), '{"version":3}');
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('given the API serving a built app in production mode', () => {
  let ctx: TestContext;
  const send = requester(() => ctx.app);
  /** The served app's files, outside `/api`. */
  const site = requester(() => ctx.app, { prefix: '' });
  beforeAll(async () => {
    ctx = await createTestContext({ spas: [{ root: spa, prefix: '/' }], production: true });
  });
  afterAll(() => ctx.close());

  it('should send the precompressed brotli file of a hashed asset with immutable caching', async () => {
    const res = await site('GET', '/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('should send gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await site('GET', '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await site('GET', '/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('should answer robots.txt with the file, not the app page, and revalidate it', async () => {
    const res = await site('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should not serve source maps', async () => {
    const res = await site('GET', '/assets/app-1a2b3c.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('version');
  });

  it('should compress a large API answer and leave a small one plain', async () => {
    const auth = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    const large = await send('GET', '/nationalities?$limit=-1', { ...auth, 'accept-encoding': 'gzip' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).data.length).toBeGreaterThan(30);
    const small = await send('GET', '/ping', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('should keep plain HTTP usable: no HSTS and no upgrade-insecure-requests', async () => {
    const res = await site('GET', '/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('given the API behind a TLS proxy it trusts', () => {
  let ctx: TestContext;
  const site = requester(() => ctx.app, { prefix: '' });
  beforeAll(async () => {
    ctx = await createTestContext({ spas: [{ root: spa, prefix: '/' }], trustProxy: true });
  });
  afterAll(() => ctx.close());

  it('should send HSTS and upgrade-insecure-requests on HTTPS requests only', async () => {
    const https = await site('GET', '/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(https.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const http = await site('GET', '/', { 'x-forwarded-proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('given schemas compiled once in standalone mode and kept for the next start', () => {
  const server = path.join(work, 'server.js');
  writeFileSync(server, '// stands for a built server: the cache is keyed by its content\n');
  let plain: TestContext;
  let cached: TestContext;
  const onPlain = requester(() => plain.app);
  const onCached = requester(() => cached.app);
  beforeAll(async () => {
    const writer = new SchemaCache(server);
    const first = await createTestContext({ schemaController: writer.writer() });
    writer.save();
    await first.close();
    const reader = new SchemaCache(server);
    expect(reader.warm).toBe(true);
    cached = await createTestContext({ schemaController: reader.reader() });
    // Fastify's own compilers (the harness would otherwise hand this app the run's shared cache too).
    plain = await createTestContext({ schemaController: {} });
  }, 300_000);
  afterAll(async () => {
    await cached?.close();
    await plain?.close();
  });

  it('should reject bad input with the same catalogue error as freshly compiled schemas', async () => {
    const bad = { email: 42, strategy: 'local' };
    const [a, b] = [await onPlain('POST', '/auth', undefined, bad), await onCached('POST', '/auth', undefined, bad)];
    expect(b.statusCode).toBe(400);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    const query = '/jobs?$limit=abc';
    const auth = await login(plain.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    const [c, d] = [await onPlain('GET', query, auth), await onCached('GET', query, auth)];
    expect(d.statusCode).toBe(400);
    expect(d.json()).toEqual(c.json());
  });

  // The app replaces ajv-formats' date-time, date and email; stored code that called ajv-formats' objects
  // answered 500 to every date filter of a warm start.
  it('should check dates and emails with the same formats as freshly compiled schemas', async () => {
    const auth = await login(plain.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    for (const url of [
      '/jobs?$limit=1&createdAt[$gte]=2026-01-01T00:00:00Z',
      '/jobs?$limit=1&createdAt[$gte]=9999-12-31T23:59:60Z',
      '/jobs?$limit=1&createdAt[$gte]=2026-02-30T10:00:00Z',
    ]) {
      const [a, b] = [await onPlain('GET', url, auth), await onCached('GET', url, auth)];
      expect(b.statusCode, url).toBeLessThan(500);
      expect(b.statusCode, url).toBe(a.statusCode);
      expect(b.json(), url).toEqual(a.json());
    }
    const user = { email: 'not an email <x>', firstName: 'Probe', role: ['hr_staff'] };
    const [e, f] = [await onPlain('POST', '/rms-users', auth, user), await onCached('POST', '/rms-users', auth, user)];
    expect(f.statusCode).toBe(400);
    expect(f.json().details).toEqual([expect.objectContaining({ field: 'body.email', code: 'validation.format' })]);
    expect(f.json()).toEqual(e.json());
  });

  it('should serialise answers exactly as freshly compiled schemas do', async () => {
    const auth = await login(cached.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    for (const url of ['/jobs', '/auth', '/nationalities?$limit=5']) {
      const [a, b] = [await onPlain('GET', url, auth), await onCached('GET', url, auth)];
      expect(b.statusCode, url).toBe(200);
      expect(b.body, url).toBe(a.body);
    }
  });
});
