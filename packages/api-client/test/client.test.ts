import { buildApp } from '@arms/api/app';
import { openDatabase, type Database } from '@arms/api/db';
import { demoAccounts, seedDemo } from '@arms/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createArmsClient, memorySessionStorage, type TransportEvent } from '../src';

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let baseUrl: string;

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedDemo(database.db);
  app = await buildApp({ database, jwtSecret: 'client-test-secret' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}/api`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const { accountAdmin } = demoAccounts;

describe('given the client against the real server', () => {
  it('should sign in, list jobs with paging and sorting, and sign out', async () => {
    const client = createArmsClient({ baseUrl });
    const user = await client.session.login({ ...accountAdmin, remember: false });
    expect(user.email).toBe(accountAdmin.email);
    expect(client.session.getState().status).toBe('authenticated');

    const { data } = await client.api.GET('/jobs', {
      params: { query: { $limit: 2, $skip: 1, $sort: { position: 1 } } },
    });
    expect(data).toMatchObject({ total: 6, limit: 2, skip: 1 });
    expect(data?.data.map((j) => j.position)).toEqual(['Kỹ sư phần mềm (Node.js)', 'Project Manager, Data Centres']);

    await client.session.logout();
    expect(client.session.getState().status).toBe('anonymous');
  });

  it('should serialise operators the server understands', async () => {
    const client = createArmsClient({ baseUrl });
    await client.session.login({ ...accountAdmin, remember: false });
    const { data } = await client.api.GET('/jobs', {
      params: { query: { jobStatusId: { $in: [2521, 2522] }, $sort: { position: -1 } } },
    });
    expect(data?.data.map((j) => j.position)).toEqual(['Quantity Surveyor', 'HR Business Partner']);
  });

  it('should turn an error body into an ApiError with the catalogue code', async () => {
    const client = createArmsClient({ baseUrl });
    const failure = await client.session
      .login({ ...accountAdmin, password: 'wrong', remember: false })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'WRONG_EMAIL_PASSWORD', status: 400 });
    // The Vietnamese messages load with the language (docs/decisions/0187): at once after that.
    expect(await (failure as ApiError).loadLocalizedMessage('vn')).toBe('Sai địa chỉ email hoặc mật khẩu');
    expect((failure as ApiError).localizedMessage('vn')).toBe('Sai địa chỉ email hoặc mật khẩu');
    expect((failure as ApiError).localizedMessage('en')).toBe('Wrong email address or password');
  });

  it('should revoke the token on logout so a copy of it is refused', async () => {
    const client = createArmsClient({ baseUrl });
    await client.session.login({ ...accountAdmin, remember: true });
    const token = client.session.getState().token!;
    await client.session.logout();
    expect(client.session.getState().status).toBe('anonymous');
    const error = await createArmsClient({ baseUrl })
      .api.GET('/jobs', { headers: { authorization: `Bearer ${token}` } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', status: 401 });
  });

  it('should log out locally and raise session-expired once when a call answers 401 mid-session', async () => {
    const storage = memorySessionStorage();
    const client = createArmsClient({ baseUrl, storage, currentPath: () => '/jobs' });
    await client.session.login({ ...accountAdmin, remember: false });
    // The session ends on the server (another tab logged out): the next calls answer 401.
    await createArmsClient({ baseUrl, storage }).session.logout();
    storage.save({ token: client.session.getState().token!, user: null, portal: 'crms' }, { remember: false });
    const events: TransportEvent[] = [];
    client.onEvent((e) => events.push(e));
    const results = await Promise.allSettled([client.api.GET('/jobs'), client.api.GET('/jobs')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(events).toEqual([{ type: 'session-expired', loginPath: '/login' }]);
    expect(client.session.getState().status).toBe('anonymous');
    expect(storage.load()).toBeNull();
  });

  it('should raise nothing for a 401 on a login page, and send admin paths to /arms/login', async () => {
    for (const [path, expected] of [
      ['/login', []],
      ['/arms/companies', [{ type: 'session-expired', loginPath: '/arms/login' }]],
    ] as const) {
      const client = createArmsClient({ baseUrl, currentPath: () => path });
      await client.session.login({ ...accountAdmin, remember: false });
      const token = client.session.getState().token!;
      await createArmsClient({ baseUrl }).api.DELETE('/auth', { headers: { authorization: `Bearer ${token}` } });
      const events: TransportEvent[] = [];
      client.onEvent((e) => events.push(e));
      await client.api.GET('/jobs').catch(() => undefined);
      expect(events).toEqual(expected);
    }
  });

  it('should verify a stored token without a user before a guard decides', async () => {
    const first = createArmsClient({ baseUrl });
    await first.session.login({ ...accountAdmin, remember: true });
    const storage = memorySessionStorage();
    storage.save({ token: first.session.getState().token!, user: null, portal: 'crms' }, { remember: true });
    const reloaded = createArmsClient({ baseUrl, storage });
    expect(reloaded.session.getState().status).toBe('unverified');
    const state = await reloaded.session.verify();
    expect(state).toMatchObject({ status: 'authenticated', user: { email: accountAdmin.email } });
  });

  it('should report a dead server as SERVER_DOWN once, and retry() should ping it', async () => {
    const client = createArmsClient({ baseUrl: 'http://127.0.0.1:9/api', timeoutMs: 2000 });
    const events: TransportEvent[] = [];
    client.onEvent((e) => events.push(e));
    for (let i = 0; i < 2; i++) {
      const error = await client.api.GET('/ping').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERVER_DOWN', status: 0, message: 'Network Error' });
    }
    expect(events.map((e) => e.type)).toEqual(['server-down']);
    const retried = events[0]!.type === 'server-down' ? await events[0]!.retry() : true;
    expect(retried).toBe(false);
  });
});

describe('given the reference lists', () => {
  it('should read every list the hooks name from the real server, whole and active only', async () => {
    const { referenceListPaths } = await import('../src');
    const client = createArmsClient({ baseUrl });
    await client.session.login({ ...accountAdmin, remember: false });
    const get = client.api.GET as unknown as (
      path: string,
      init: unknown,
    ) => Promise<{ data?: { total: number; limit: number; data: { status?: number }[] } }>;
    for (const path of referenceListPaths) {
      const { data } = await get(path, { params: { query: { $limit: -1, status: 1 } } });
      expect(data?.limit, path).toBe(-1);
      expect(
        data?.data.every((item) => item.status === undefined || item.status === 1),
        path,
      ).toBe(true);
    }
    const { data: statuses } = await get('/job-statuses', { params: { query: { $limit: -1, status: 1 } } });
    expect(statuses?.total).toBe(5);
  });
});
