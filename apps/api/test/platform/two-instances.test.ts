// Two API processes on one PostgreSQL behind one address (issue 19 item 7, ADR 0185): sessions, logout,
// request budgets and the scheduled reposts hold across both. On a private PostgreSQL cluster; run once
// per `npm test`: in api-pg when TEST_DATABASE_URL is set, else in api.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobStatuses } from '@arms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { demoAccounts, seedDemo } from '../../src/db/seed';
import {
  privateClusterUnavailable,
  query,
  roundRobinProxy,
  signIn,
  sleep,
  startApiProcess,
  startPrivateCluster,
  waitFor,
  type ApiProcess,
  type PrivateCluster,
} from '../processes';

const unavailable = privateClusterUnavailable();
const once = process.env.ARMS_TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;
if (unavailable && once) console.warn(`two-instances.test.ts: no private PostgreSQL cluster (${unavailable}); skipped`);

describe.skipIf(Boolean(unavailable) || !once)('given two API instances on one PostgreSQL behind one address', () => {
  let cluster: PrivateCluster;
  let url: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  let jobId: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arms-two-'));
  const get = (base: string, auth: { authorization: string }) =>
    fetch(`${base}/resumes?$limit=1`, { headers: auth }).then((r) => r.status);

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    await query(cluster.url(), 'CREATE DATABASE two');
    url = cluster.url('two');
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db);
    // One job due for a repost: open, auto repost on, posted 30 days ago, its company reposting every 14 days.
    const [job] = await query<{ id: number; company_id: number }>(
      url,
      'select id, company_id from jobs order by id limit 1',
    );
    jobId = job!.id;
    await query(
      url,
      `update jobs set auto_repost = true, job_status_id = $2, posted_at = now() - interval '30 days' where id = $1`,
      [jobId, jobStatuses.idOf.open],
    );
    await query(
      url,
      `insert into portal_date_frequencies (company_id, frequency, active) values ($1, 14, true)
         on conflict (company_id) do update set frequency = 14, active = true`,
      [job!.company_id],
    );
    await database.close();
    // Both instances look for due jobs every second, so their rounds overlap many times.
    const env = { AUTO_REPOST_INTERVAL_SECONDS: '1' };
    [a, b] = await Promise.all([
      startApiProcess({
        databaseUrl: url,
        dataDir: path.join(dataDir, 'a'),
        storageDir: path.join(dataDir, 'files'),
        env,
      }),
      startApiProcess({
        databaseUrl: url,
        dataDir: path.join(dataDir, 'b'),
        storageDir: path.join(dataDir, 'files'),
        env,
      }),
    ]);
    proxy = await roundRobinProxy([a.port, b.port]);
  }, 1_000_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('should honour a session on both instances and end it on both with one logout', async () => {
    const auth = await signIn(a.base, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
    expect([await get(a.base, auth), await get(b.base, auth)]).toEqual([200, 200]);
    const through = [];
    for (let i = 0; i < 4; i++) through.push(await get(proxy.base, auth));
    expect(through).toEqual([200, 200, 200, 200]);

    const logout = await fetch(`${b.base}/auth`, { method: 'DELETE', headers: auth });
    expect(logout.ok).toBe(true);
    expect([await get(a.base, auth), await get(b.base, auth)]).toEqual([401, 401]);
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await get(proxy.base, auth));
    expect(after).toEqual([401, 401, 401, 401]);
  });

  it('should spend one request budget across both instances', async () => {
    // Reset requests: 5 per account per hour (the server's defaults), whichever instance answers.
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${proxy.base}/auth-management`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'sendResetPwd', value: { email: demoAccounts.platformAdmin.email } }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('should count failed sign-ins across both instances', async () => {
    const attempt = (base: string) =>
      fetch(`${base}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'nobody@two.test',
          password: 'wrong-password',
          strategy: 'local',
          portal: 'crms',
        }),
      }).then((r) => r.status);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await attempt(i % 2 === 0 ? a.base : b.base));
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // The fifth failure, wherever it landed, locked the account: both instances now refuse it.
    expect([await attempt(a.base), await attempt(b.base)]).toEqual([429, 429]);
  });

  it('should repost a due job once though both instances run the scheduler', async () => {
    await waitFor('the due job reposted', async () => {
      const [row] = await query<{ fresh: boolean }>(
        url,
        `select posted_at > now() - interval '1 day' as fresh from jobs where id = $1`,
        [jobId],
      );
      return row?.fresh;
    });
    // Several more rounds on each instance.
    await sleep(5_000);
    const reposts = await query<{ id: number }>(
      url,
      `select id from job_histories where job_id = $1 and changes->>'autoRepost' = 'true'`,
      [jobId],
    );
    expect(reposts).toHaveLength(1);
  });
});
