// The API side of `pnpm bench:api`, in its own process (forked by run.ts): a database (PGlite, or a
// fresh PostgreSQL database), the demo data and 25 nominations on one job, the built app listening on
// a free port. It tells the parent the port, an account admin's token and the job, and on `stop` closes
// the app, drops the database and exits (so `--cpu-prof` writes its profile).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { demoAccounts, seedDemo } from '../../apps/api/src/db/seed';
import { loggerOptions } from '../../apps/api/src/logging';
import type { CpuUsage, ServerReady } from './protocol';

const pgUrl = process.env.BENCH_DATABASE_URL;

async function postgresDatabase(url: string): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const admin = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
  const name = `arms_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: target.toString() });
  return {
    database,
    name,
    drop: async () => {
      await database.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const { database, drop, name } = pgUrl
  ? await postgresDatabase(pgUrl)
  : await (async () => {
      const db = await openDatabase({ driver: 'pglite' });
      return { database: db, drop: () => db.close(), name: undefined };
    })();
await database.migrate();
await seedDemo(database.db);
// 25 nominations (statuses 1 to 12) on the demo company's first job.
await database.exec(`
  insert into resumes (company_id, first_name, last_name)
    select j.company_id, 'Bench' || g, 'Cand' from (select company_id from jobs order by id limit 1) j,
      generate_series(1, 25) g;
  insert into job_resumes (company_id, job_id, resume_id, status)
    select r.company_id, (select min(id) from jobs), r.id, (r.id % 12) + 1 from resumes r
      where r.first_name like 'Bench%';`);
// Statistics, as a database in use has them (autovacuum would otherwise analyse during a measurement).
await database.exec('VACUUM ANALYZE');

// The logger the server gets from LOG_LEVEL (warn unless set), as in production.
// BENCH_ANSWER_CACHE_BYTES=0: no kept answers (ADR 0207), every request reads its list.
const answerCacheBytes = process.env.BENCH_ANSWER_CACHE_BYTES;
const app = await buildApp({
  database,
  jwtSecret: 'bench-secret',
  ...loggerOptions(),
  ...(answerCacheBytes === undefined ? {} : { answerCacheBytes: Number(answerCacheBytes) }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const base = `http://127.0.0.1:${port}/api`;
const auth = await fetch(`${base}/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ...demoAccounts.accountAdmin, strategy: 'local' }),
});
if (!auth.ok) throw new Error(`login failed: ${auth.status} ${await auth.text()}`);
const { accessToken } = (await auth.json()) as { accessToken: string };
const jobsPage = (await (
  await fetch(`${base}/jobs?$limit=-1`, { headers: { authorization: `Bearer ${accessToken}` } })
).json()) as { data: { id: number }[] };
const jobId = Math.min(...jobsPage.data.map((j) => j.id));

process.on('message', (message) => {
  // The process's CPU time so far: run.ts divides the difference by the requests it sent.
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    const usage: CpuUsage = { type: 'cpu', micros: user + system };
    process.send!(usage);
    return;
  }
  if (message !== 'stop') return;
  void (async () => {
    // autocannon stops with requests still queued here: let them finish before the pool ends.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app.close();
    await drop();
    process.exit(0);
  })();
});
const ready: ServerReady = { type: 'ready', port, token: accessToken, jobId, ...(name ? { database: name } : {}) };
process.send!(ready);
