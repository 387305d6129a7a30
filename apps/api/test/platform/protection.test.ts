import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/db/seed';
import { createTestContext, requester, type TestContext } from '../harness';

let ctx: TestContext;
const send = requester(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      login: { address: { limit: 8, windowMs: 60_000 }, account: { limit: 3, windowMs: 60_000 } },
      reset: { address: { limit: 5, windowMs: 60_000 }, account: { limit: 2, windowMs: 60_000 } },
    },
    bodyLimit: 16 * 1024,
  });
});
afterAll(async () => {
  await ctx?.close();
});

const loginAs = (email: string, ip = '10.0.0.1') =>
  send(
    'POST',
    '/auth',
    undefined,
    { email, password: 'wrong-password', strategy: 'local', portal: 'crms' },
    { remoteAddress: ip },
  );

describe('given repeated login attempts', () => {
  it('should answer 429 TOO_MANY_REQUESTS per account, with retry-after', async () => {
    for (let i = 0; i < 3; i++) expect((await loginAs('target@example.test', `10.0.1.${i}`)).statusCode).toBe(400);
    const blocked = await loginAs('TARGET@example.test', '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from that address is not held back by it.
    expect((await loginAs(demoAccounts.accountAdmin.email, '10.0.1.99')).statusCode).toBe(400);
  });

  it('should answer 429 per address across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await loginAs(`spray${i}@example.test`, '10.0.2.1')).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 400)).toBe(true);
    expect(codes[8]).toBe(429);
  });

  it('should limit reset requests per account', async () => {
    const reset = () =>
      send(
        'POST',
        '/auth-management',
        undefined,
        { action: 'sendResetPwd', value: { email: demoAccounts.accountAdmin.email } },
        { remoteAddress: '10.0.3.1' },
      );
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);
  });

  it('should tell the address its own budget in RateLimit headers, and when to retry once it is spent', async () => {
    const check = () =>
      send('GET', `/users/check-email?email=${encodeURIComponent('nobody@example.test')}`, undefined, undefined, {
        remoteAddress: '10.0.4.1',
      });
    const first = await check();
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '8', 'ratelimit-remaining': '7' });
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 7; i++) await check();
    const spent = await check();
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['ratelimit-remaining']).toBe('0');
    expect(Number(spent.headers['retry-after'])).toBe(Number(spent.headers['ratelimit-reset']));
  });
});

describe('given any request', () => {
  it('should send security headers', async () => {
    const res = await send('GET', '/ping');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain HTTP (a LAN address) gets no HSTS; HTTPS requests do (test/platform/delivery.test.ts, decision 0176).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The upload fields decode a chosen image from a blob: URL (its size) before sending it.
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*blob:/);
    expect(res.json()).toMatchObject({ ok: true });
  });

  it('should refuse a body over the limit with 413 and no stack trace', async () => {
    const res = await send('POST', '/contact-us', undefined, {
      name: 'x',
      email: 'a@b.co',
      message: 'y'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'REQUEST_TOO_LARGE' });
  });

  it('should refuse unknown fields everywhere', async () => {
    const res = await send('POST', '/contact-us', undefined, {
      name: 'x',
      email: 'a@b.co',
      message: 'y',
      isAdmin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field: 'body.isAdmin', code: 'validation.additionalProperties' });
  });

  it('should refuse query parameters a route does not declare', async () => {
    const res = await send('GET', "/country-codes?x='; drop table users; --");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('should answer an unexpected failure with UNKNOWN_ERROR, never SQL or a stack trace', async () => {
    const original = ctx.database.db.select.bind(ctx.database.db);
    (ctx.database.db as { select: unknown }).select = () => {
      throw Object.assign(new Error('relation "users" does not exist at SELECT * FROM users'), { code: '42P01' });
    };
    try {
      const res = await send('GET', '/country-codes');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'UNKNOWN_ERROR', message: 'Unknown error has occurred' });
      expect(res.body).not.toMatch(/select|relation|at .*\.ts:\d+/i);
    } finally {
      (ctx.database.db as { select: unknown }).select = original;
    }
  });
});

describe('given sign-in protection on a clock (failed attempts only, growing delay)', () => {
  let clocked: TestContext;
  let clock = new Date('2026-03-02T08:00:00Z');
  beforeAll(async () => {
    clocked = await createTestContext({
      rateLimits: {
        login: { address: { limit: 50, windowMs: 15 * 60_000 }, account: { limit: 3, windowMs: 15 * 60_000 } },
        reset: { address: { limit: 5, windowMs: 60_000 }, account: { limit: 2, windowMs: 60_000 } },
      },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await clocked?.close();
  });
  const onClocked = requester(() => clocked.app);
  const signIn = (password: string, ip = '10.0.9.1') =>
    onClocked(
      'POST',
      '/auth',
      undefined,
      { email: demoAccounts.accountAdmin.email, password, strategy: 'local', portal: 'crms' },
      { remoteAddress: ip },
    );
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  it('should never count successful sign-ins', async () => {
    for (let i = 0; i < 6; i++) expect((await signIn(demoAccounts.accountAdmin.password)).statusCode).toBe(201);
  });

  it('should clear the account’s count on a success', async () => {
    for (let i = 0; i < 2; i++) expect((await signIn('wrong')).statusCode).toBe(400);
    expect((await signIn(demoAccounts.accountAdmin.password)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await signIn('wrong')).statusCode).toBe(400);
    expect((await signIn(demoAccounts.accountAdmin.password)).statusCode).toBe(201);
  });

  it('should lock after the limit for a delay that doubles, from any address, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('wrong', `10.0.9.${10 + i}`)).statusCode).toBe(400);
    const locked = await signIn(demoAccounts.accountAdmin.password, '10.0.9.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('TOO_MANY_REQUESTS');
    expect(locked.headers['retry-after']).toBe('30');
    later(31);
    expect((await signIn('wrong')).statusCode).toBe(400);
    const second = await signIn('wrong');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('60');
    later(61);
    expect((await signIn(demoAccounts.accountAdmin.password)).statusCode).toBe(201);
    expect((await signIn('wrong')).statusCode).toBe(400);
  });
});
