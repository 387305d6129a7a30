// `pnpm bench:load`: 100 concurrent clients for 60 s through a realistic mix (sign in, lists, search, open a
// resume, nominate, change a status, upload a CV) against the API started as its own process on a scratch
// PostgreSQL database with the demo seed; prints throughput, errors and p50/p95/p99, overall and per
// action. A benchmark, not a test. Options: BENCH_SECONDS (60), BENCH_CLIENTS (100), BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobStatuses, nextStatuses } from '@arms/domain';
import { openDatabase } from '../../apps/api/src/db/client';
import { demoAccounts, seedDemo } from '../../apps/api/src/db/seed';
import { query, signIn, startApiProcess } from '../../apps/api/test/processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The mix: each client picks its next action with these weights (a recruiter's day, reads first). */
const mix = [
  ['sign in', 4],
  ['list jobs', 18],
  ['list resumes', 18],
  ['search', 12],
  ['open resume', 20],
  ['nominate', 10],
  ['change status', 12],
  ['upload CV', 6],
] as const;
type Action = (typeof mix)[number][0];
const totalWeight = mix.reduce((n, [, w]) => n + w, 0);
const pick = (): Action => {
  let r = Math.random() * totalWeight;
  for (const [action, weight] of mix) if ((r -= weight) < 0) return action;
  return mix[0][0];
};
const searches = ['java', 'react and node', 'python or go', 'sales and not manager', 'excel'];
const pdf = Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n${'%'.repeat(20_000)}\n%%EOF\n`);

const latencies = new Map<Action, number[]>(mix.map(([a]) => [a, []]));
const errors: string[] = [];

const name = `arms_load_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const scratchUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
const work = mkdtempSync(path.join(tmpdir(), 'arms-bench-load-'));
await query(adminUrl, `CREATE DATABASE ${name}`);
let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
try {
  const database = await openDatabase({ driver: 'postgres', url: scratchUrl, poolSize: 2 });
  await database.migrate();
  await seedDemo(database.db);
  // Enough resumes to list, open and search among.
  await database.exec(`
    insert into resumes (company_id, first_name, last_name)
      select (select company_id from jobs order by id limit 1), 'Load' || g, 'Candidate'
      from generate_series(1, 500) g;`);
  await database.close();
  console.log(`Starting the API (its own process, tsx) on PostgreSQL database ${name}...`);
  api = await startApiProcess({
    databaseUrl: scratchUrl,
    dataDir: work,
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-load-secret' },
  });
  const base = api.base;
  const { email, password } = demoAccounts.accountAdmin;
  const first = await signIn(base, email, password);
  const jobs = (await (await fetch(`${base}/jobs?$limit=-1`, { headers: first })).json()) as {
    data: Array<{ id: number; jobStatusId: number }>;
  };
  const openJobs = jobs.data.filter((j) => j.jobStatusId === jobStatuses.idOf.open).map((j) => j.id);
  const resumes = (await (await fetch(`${base}/resumes?$limit=200`, { headers: first })).json()) as {
    data: Array<{ id: number }>;
  };
  const resumeIds = resumes.data.map((r) => r.id);
  if (openJobs.length === 0 || resumeIds.length === 0) throw new Error('the demo seed has no open job or resume');
  const any = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  // Every client has its own session, signed in before the clock starts (ten at a time: scrypt is slow on
  // purpose); signing in again is part of the mix.
  const sessions: Array<{ authorization: string }> = [];
  for (let n = 0; n < clients; n += 10) {
    const batch = Math.min(10, clients - n);
    sessions.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(base, email, password)))));
  }
  const letters = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  let deadline = 0;
  const client = async (n: number) => {
    let auth = sessions[n]!;
    const mine: { resumeId?: number; nominations: Array<{ id: number; status: number }> } = { nominations: [] };
    const call = async (action: Action, url: string, init: RequestInit = {}) => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}${url}`, { ...init, headers: { ...auth, ...init.headers } });
        const body = (await res.json()) as Record<string, unknown>;
        latencies.get(action)!.push(performance.now() - started);
        if (!res.ok) {
          errors.push(`${action} ${url}: ${res.status} ${String(body.error)}`);
          return undefined;
        }
        return body;
      } catch (error) {
        errors.push(`${action} ${url}: ${String(error)}`);
        return undefined;
      }
    };
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const ownResume = async () => {
      if (mine.resumeId) return mine.resumeId;
      const created = await call('nominate', '/resumes', json({ firstName: `Client${letters(n)}`, lastName: 'Load' }));
      mine.resumeId = created?.id as number | undefined;
      return mine.resumeId;
    };
    const nominate = async () => {
      // A new resume each time, nominated once to an open job.
      const created = await call('nominate', '/resumes', json({ firstName: `Nominee${letters(n)}`, lastName: 'Load' }));
      if (!created) return;
      const nomination = await call('nominate', '/job-resumes', json({ resumeId: created.id, jobId: any(openJobs) }));
      if (nomination) mine.nominations.push({ id: nomination.id as number, status: nomination.status as number });
    };
    while (Date.now() < deadline) {
      const action = pick();
      switch (action) {
        case 'sign in': {
          const body = await call(action, '/auth', json({ email, password, strategy: 'local', portal: 'crms' }));
          if (body) auth = { authorization: `Bearer ${String(body.accessToken)}` };
          break;
        }
        case 'list jobs':
          await call(action, '/jobs?$limit=25');
          break;
        case 'list resumes':
          await call(action, '/resumes?$limit=25&$sort[updatedAt]=-1');
          break;
        case 'search':
          await call(action, '/resumes/search', json({ query: any(searches) }));
          break;
        case 'open resume':
          await call(action, `/resumes/${any(resumeIds)}`);
          break;
        case 'nominate':
          await nominate();
          break;
        case 'change status': {
          const nomination = mine.nominations.find((m) => nextStatuses(m.status).length > 0);
          if (!nomination) {
            await nominate();
            break;
          }
          const to = any(nextStatuses(nomination.status));
          const moved = await call(action, `/job-resumes/${nomination.id}/status`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: to }),
          });
          if (moved) nomination.status = moved.status as number;
          break;
        }
        case 'upload CV': {
          const id = await ownResume();
          if (!id) break;
          const form = new FormData();
          form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
          await call(action, `/upload-cv/${id}`, { method: 'POST', body: form });
          break;
        }
      }
    }
  };
  console.log(`${clients} clients for ${seconds} s...`);
  const started = performance.now();
  deadline = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  const elapsed = (performance.now() - started) / 1000;

  const pct = (sorted: number[], p: number) =>
    sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    const [p50, p95, p99] = [pct(sorted, 50), pct(sorted, 95), pct(sorted, 99)];
    return (
      `${label.padEnd(14)} ${String(values.length).padStart(7)} ${(values.length / elapsed).toFixed(1).padStart(8)}` +
      ` ${p50.toFixed(0).padStart(6)} ${p95.toFixed(0).padStart(6)} ${p99.toFixed(0).padStart(6)}` +
      `   ${p50 > 0 ? (p99 / p50).toFixed(1) : '-'}`
    );
  };
  const all = [...latencies.values()].flat();
  console.log(
    `\n${'action'.padEnd(14)} ${'requests'.padStart(7)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}   p99/p50 (ms)`,
  );
  for (const [action] of mix) console.log(row(action, latencies.get(action)!));
  console.log(row('all', all));
  console.log(
    `\n${clients} clients, ${elapsed.toFixed(1)} s: ${(all.length / elapsed).toFixed(1)} requests/s, ${errors.length} errors`,
  );
  if (errors.length > 0) {
    const counts = new Map<string, number>();
    for (const e of errors) counts.set(e, (counts.get(e) ?? 0) + 1);
    for (const [e, c] of [...counts].sort((x, y) => y[1] - x[1]).slice(0, 10)) console.log(`  ${c} x ${e}`);
    process.exitCode = 1;
  }
} finally {
  await api?.stop();
  await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
}
