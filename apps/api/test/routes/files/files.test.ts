import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/db/seed';
import { multipart, pdfDocument } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

let ctx: TestContext;
let clock = new Date('2026-06-01T00:00:00Z');
let employer: { authorization: string };
let arms: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, uploadLimit: 64 * 1024, fileUrlTtlSeconds: 300 });
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
});
afterAll(async () => {
  await ctx?.close();
});

const send = requester(() => ctx.app);
/** The links the API answers carry their full path (`/api/files/...`): sent as they are. */
const follow = requester(() => ctx.app, { prefix: '' });
const upload = (content: Buffer, filename: string, query = '') =>
  send('POST', `/documents${query}`, arms, multipart(filename, content));

describe('given the reference document set', () => {
  it('should upload a PDF, list it and download it through a signed link that expires', async () => {
    const res = await upload(pdfDocument(), 'handbook.bin', '?name=Employer%20handbook.pdf');
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ name: 'Employer handbook.pdf', mimeType: 'application/pdf', publicKey: null });
    const list = (await send('GET', '/documents', employer)).json();
    expect(list.data.map((d: { id: number }) => d.id)).toContain(doc.id);

    const link = (await send('GET', `/documents/${doc.id}/download`, employer)).json();
    expect(link.url).toMatch(/^\/api\/files\/download\?key=documents%2F/);
    const file = await follow('GET', link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment; filename="Employer handbook.pdf"');
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);

    const tampered = await follow('GET', link.url.replace('documents%2F', 'documents%2Fx'));
    expect(tampered.json().error).toBe('INVALID_TOKEN');
    clock = new Date(clock.getTime() + 301_000);
    const late = await follow('GET', link.url);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('TOKEN_IS_EXPIRED');
    clock = new Date('2026-06-01T00:00:00Z');
  });

  it('should share a document by public key and stop sharing it', async () => {
    const doc = (await upload(pdfDocument('shared'), 'shared.pdf')).json();
    const shared = (await send('POST', `/documents/${doc.id}/public-key`, arms, { shared: true })).json();
    expect(shared.publicKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await send('GET', `/documents/public/${shared.publicKey}`)).statusCode).toBe(200);
    await send('POST', `/documents/${doc.id}/public-key`, arms, { shared: false });
    const gone = await send('GET', `/documents/public/${shared.publicKey}`);
    expect(gone.json().error).toBe('TBB_DOCUMENTS_NOT_EXISTED');
  });

  it('should answer FILE_NOT_EXISTED when the stored file is gone', async () => {
    const doc = (await upload(pdfDocument('lost'), 'lost.pdf')).json();
    const link = (await send('GET', `/documents/${doc.id}/download`, employer)).json();
    const key = new URL(link.url, 'http://x').searchParams.get('key')!;
    await ctx.app.storage.delete(key);
    const res = await follow('GET', link.url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('FILE_NOT_EXISTED');
  });

  it('should check the type by content, not by the file name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const res = await upload(exe, 'totally-a-report.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'file', code: 'validation.fileType' }],
    });
  });

  it('should refuse an upload over the size limit with 413, storing nothing', async () => {
    const big = Buffer.concat([pdfDocument(), Buffer.alloc(100 * 1024, 0x20)]);
    const res = await upload(big, 'big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'FILE_TOO_LARGE',
      details: [{ code: 'domain.validation.file.tooLarge' }],
    });
    const { readdirSync, existsSync } = await import('node:fs');
    const dir = `${(ctx as TestContext & { filesDir: string }).filesDir}/documents`;
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    await upload(big, 'big.pdf');
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);
  });

  it('should refuse downloads of files outside the public folders without a signature', async () => {
    const res = await send('GET', '/files/public/documents/anything.pdf');
    expect(res.json().error).toBe('FILE_NOT_EXISTED');
    const traversal = await send('GET', '/files/public/logos/..%2F..%2Fjwt-secret');
    expect(traversal.statusCode).toBe(404);
  });

  it('should rename, describe and hide a document from employers, and show it again', async () => {
    const doc = (await upload(pdfDocument('edit'), 'edit.pdf')).json();
    const patch = (payload: object, headers: object = arms) => send('PATCH', `/documents/${doc.id}`, headers, payload);
    const renamed = await patch({ name: '  Salary guide 2026 ', description: 'For HR teams' });
    expect(renamed.json()).toMatchObject({ name: 'Salary guide 2026', description: 'For HR teams', status: 1 });
    expect((await patch({ name: '   ' })).json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'name', code: 'validation.required' }],
    });
    expect((await patch({ status: 0 })).json().status).toBe(0);
    const hidden = (await send('GET', '/documents?$limit=-1', employer)).json();
    expect(hidden.data.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await send('GET', `/documents/${doc.id}/download`, employer)).json().error).toBe(
      'TBB_DOCUMENTS_NOT_EXISTED',
    );
    await patch({ status: 1 });
    const shown = (await send('GET', '/documents?$limit=-1', employer)).json();
    expect(shown.data.map((d: { id: number }) => d.id)).toContain(doc.id);
    expect((await patch({ status: 0 }, employer)).statusCode).toBe(403);
    const missing = await send('PATCH', '/documents/999999', arms, { status: 1 });
    expect(missing.json().error).toBe('TBB_DOCUMENTS_NOT_EXISTED');
  });

  it('should delete a document and its file', async () => {
    const doc = (await upload(pdfDocument('bye'), 'bye.pdf')).json();
    expect((await send('DELETE', `/documents/${doc.id}`, arms)).statusCode).toBe(204);
    expect((await send('GET', `/documents/${doc.id}/download`, employer)).json().error).toBe(
      'TBB_DOCUMENTS_NOT_EXISTED',
    );
  });
});
