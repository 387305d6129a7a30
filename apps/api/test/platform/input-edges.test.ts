// The inputs a black-box probe of the API answered with 500 (issue 19): each is bad input, a 400 with a
// catalogue code. The contract fuzzer (test/fuzz) generates many more; these pin the reported ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/db/seed';
import { createTestContext, login, rawBody, requester, type TestContext } from '../harness';

let ctx: TestContext;
const send = requester(() => ctx.app);
let admin: { authorization: string };
let uploadUrl: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  const resumes = await send('GET', '/resumes?$limit=1', admin);
  uploadUrl = `/upload-cv/${resumes.json<{ data: Array<{ id: number }> }>().data[0]!.id}`;
});

afterAll(async () => {
  await ctx?.close();
});

describe('given numbers past the 32-bit range', () => {
  it.each([
    ['/jobs/2147483648', 'params.id'],
    ['/resumes/1e309', 'params.id'],
    ['/jobs?$skip=1e20', 'querystring.$skip'],
    ['/rms-users?status[$gte]=1e309', 'querystring.status.$gte'],
  ])('should answer GET /api%s with 400 VALIDATION_ERROR on %s', async (url, field) => {
    const res = await send('GET', url, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [expect.objectContaining({ field })] });
  });
});

describe('given a date the database cannot hold', () => {
  it.each([['9999-12-31T23:59:60Z'], ['0000-01-01T00:00:00Z'], ['2026-02-30T10:00:00Z']])(
    'should refuse createdAt[$gte]=%s',
    async (date) => {
      const res = await send('GET', `/jobs?createdAt[$gte]=${date}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    },
  );
});

describe('given a NUL byte or a lone surrogate in a text', () => {
  it('should refuse it at sign-in without signing in', async () => {
    const res = await send('POST', '/auth', undefined, {
      email: 'a\u0000@x.test',
      password: 'x',
      strategy: 'local',
      portal: 'crms',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'body.email', code: 'validation.text' }],
    });
  });

  it.each([['Sales\u0000'], ['Sales \uD800']])('should refuse the job position %j', async (position) => {
    const res = await send('POST', '/jobs', admin, { position });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.position', code: 'validation.text' }]);
  });

  it('should refuse it in a query', async () => {
    const res = await send('GET', '/jobs?position=a%00b', admin);
    expect(res.statusCode).toBe(400);
  });
});

describe('given a malformed upload', () => {
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  const part = (boundary: string, filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;

  // The shared upload, and the routes that read their parts themselves (a CV proposal, an invitation's answer).
  const urls = () => [uploadUrl, '/resume/propose-from-cv', '/candidate-links/invitation'];

  it('should refuse multipart without a boundary', async () => {
    for (const url of urls()) {
      const res = await send('POST', url, admin, rawBody(part('b', 'a.pdf'), 'multipart/form-data'));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe('VALIDATION_ERROR');
    }
  });

  it('should refuse a part cut off', async () => {
    for (const url of urls()) {
      const res = await send(
        'POST',
        url,
        admin,
        rawBody(part('b', 'a.pdf').slice(0, 90), 'multipart/form-data; boundary=b'),
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe('VALIDATION_ERROR');
    }
  });

  it('should refuse a NUL in the file name', async () => {
    const res = await send(
      'POST',
      uploadUrl,
      admin,
      rawBody(part('b', 'a\u0000.pdf'), 'multipart/form-data; boundary=b'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'file.filename', code: 'validation.text' }]);
  });
});

describe('given a body nested past reason', () => {
  it('should answer 400, not fail', async () => {
    const res = await send(
      'POST',
      '/jobs',
      admin,
      rawBody('['.repeat(50_000) + ']'.repeat(50_000), 'application/json'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });
});
