// `pnpm bench:api`: requests per second and p99 latency of an authenticated GET /jobs?$limit=25 and a
// job's nomination list, on PGlite and (when reachable) PostgreSQL, beside a plain node:http server that
// answers the same JSON from memory in the same run, as a ratio. A benchmark, not a test.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { demoAccounts, seedDemo } from '../../apps/api/src/db/seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Result {
  rps: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const r = await autocannon({ url, headers, connections, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function postgresDatabase(): Promise<{ database: Database; drop: () => Promise<void> } | undefined> {
  let admin: Database;
  try {
    admin = await openDatabase({ driver: 'postgres', url: pgUrl, poolSize: 1 });
    await admin.exec('select 1');
  } catch {
    return undefined;
  }
  const name = `arms_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(pgUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: target.toString() });
  return {
    database,
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function run(label: string, database: Database) {
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

  const app = await buildApp({ database, jwtSecret: 'bench-secret', logger: false });
  const port = await listen(app.server);
  await app.ready();
  const base = `http://127.0.0.1:${port}/api`;
  const auth = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoAccounts.accountAdmin, strategy: 'local' }),
  });
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const jobsPage = (await (await fetch(`${base}/jobs?$limit=-1`, { headers })).json()) as { data: { id: number }[] };
  const jobId = Math.min(...jobsPage.data.map((j) => j.id));
  const targets = [
    ['GET /jobs?$limit=25', `${base}/jobs?$limit=25`],
    [`GET /jobs/:id/resumes (25)`, `${base}/jobs/${jobId}/resumes`],
  ] as const;
  for (const [name, url] of targets) {
    const body = await (await fetch(url, { headers })).text();
    const plain = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    });
    const plainPort = await listen(plain);
    const baseline = await load(`http://127.0.0.1:${plainPort}/`);
    const api = await load(url, headers);
    plain.close();
    console.log(
      `${label.padEnd(10)} ${name.padEnd(30)} api ${api.rps.toFixed(0).padStart(6)} req/s p99 ${String(api.p99).padStart(4)} ms` +
        ` | plain ${baseline.rps.toFixed(0).padStart(6)} req/s p99 ${String(baseline.p99).padStart(4)} ms` +
        ` | ratio ${(api.rps / baseline.rps).toFixed(3)}`,
    );
  }
  await app.close();
}

console.log(`autocannon: ${connections} connections, ${seconds} s per target; the plain server answers the same JSON`);

await run('PGlite', await openDatabase({ driver: 'pglite' }));
const postgres = await postgresDatabase();
if (postgres) {
  await run('PostgreSQL', postgres.database);
  await postgres.database.close();
  await postgres.drop();
} else {
  console.log(`PostgreSQL not reachable at ${pgUrl}: skipped`);
}
