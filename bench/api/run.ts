// `pnpm bench:api`: requests per second and p99 latency of an authenticated GET /jobs?$limit=25 and a
// job's nomination list, on PGlite and (when reachable) PostgreSQL, beside a plain node:http server that
// answers the same bytes, in the same run, as a ratio. A benchmark, not a test.
//
// Nothing shares an event loop: the API (server.ts) and the plain server (plain.ts) are forked child
// processes, and the load comes from autocannon's own CLI process. Each target is warmed up, then the
// plain server and the API are measured in turns (BENCH_ROUNDS, 3) and the medians compared.
// BENCH_SECONDS (per round, default 5), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
// BENCH_DATABASE_URL (the PostgreSQL server), BENCH_DATABASES (pglite,postgres,postgres-read:
// postgres-read is PostgreSQL with no kept answers, ADR 0207), BENCH_CPU_PROF=<dir> (the API processes
// write a V8 CPU profile there, for `node --cpu-prof`).
// Each line ends with the API process's CPU time per request and, when PostgreSQL runs on this
// machine (Linux), its backends' CPU time per request for the bench's database.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client';
import type { CpuUsage, PlainBodies, PlainReady, ServerReady } from './protocol';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres,postgres-read').split(',');
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const here = path.dirname(fileURLToPath(import.meta.url));
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Result {
  rps: number;
  requests: number;
  p99: number;
}

/** The machine's 1, 5 and 15 minute load averages: other work on it moves every figure. */
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The round with the median rate (its p99 with it). */
function median(results: Result[]): Result {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor((results.length - 1) / 2)]!;
}

const children = new Set<ChildProcess>();
/** Forks a TypeScript module (through tsx) and waits for its first message. */
function start<T>(module: string, env: Record<string, string>, execArgv: string[] = []) {
  const child = fork(path.join(here, module), {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const ready = new Promise<T>((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`${module} exited (${code}) before it was ready`)));
  });
  return { child, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

/** autocannon's CLI, in its own process, with its JSON summary on stdout. */
function load(url: string, headers: Record<string, string> = {}, duration = seconds): Promise<Result> {
  const args = [autocannonCli, '-j', '-n', '-c', String(connections), '-d', String(duration), url];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      children.delete(child);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out.trim().split('\n').pop()!) as {
        non2xx: number;
        errors: number;
        requests: { average: number; total: number };
        latency: { p99: number };
      };
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, requests: r.requests.total, p99: r.latency.p99 });
    });
  });
}

async function postgresReachable(): Promise<boolean> {
  try {
    const admin = await openDatabase({ driver: 'postgres', url: pgUrl, poolSize: 1 });
    try {
      await admin.exec('select 1');
      return true;
    } finally {
      await admin.close();
    }
  } catch {
    return false;
  }
}

/** The API process's CPU time so far (microseconds): a figure the other load on the machine hardly moves. */
function cpuTime(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      if ((m as CpuUsage).type !== 'cpu') return;
      child.off('message', listen);
      resolve((m as CpuUsage).micros);
    };
    child.on('message', listen);
    child.send('cpu');
  });
}

/**
 * CPU time (microseconds) of each PostgreSQL backend serving `database` on this machine, from /proc
 * (Linux; undefined elsewhere or when PostgreSQL runs on another host): the database's share of each
 * request, which the API's figure leaves out although both share the machine's cores.
 */
function postgresCpu(database: string | undefined): Map<string, number> | undefined {
  if (!database || !existsSync('/proc/self/stat')) return undefined;
  const backends = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in USER_HZ ticks (100 per second on Linux)
      backends.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100);
    } catch {
      // the process ended meanwhile
    }
  }
  return backends;
}

/** The backends' CPU time between two readings (a backend that ended in between is not counted). */
function postgresCpuSpent(before: Map<string, number> | undefined, after: Map<string, number> | undefined) {
  if (!before || !after || after.size === 0) return undefined;
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? 0);
  return spent;
}

const lines: string[] = [];
async function run(label: string, env: Record<string, string>) {
  // One profile per thread (tsx's loader runs in a worker): the main thread's is the largest.
  const profile = cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(cpuProfileDir, label.replace(/\W+/g, '-'))}`]
    : [];
  const api = start<ServerReady>('server.ts', env, profile);
  const { port, token, jobId, database } = await api.ready;
  const headers = { authorization: `Bearer ${token}` };
  const base = `http://127.0.0.1:${port}`;
  const targets = [
    ['GET /jobs?$limit=25', '/api/jobs?$limit=25'],
    ['GET /jobs/:id/resumes (25)', `/api/jobs/${jobId}/resumes`],
  ] as const;
  const bodies: PlainBodies = { bodies: {} };
  for (const [, url] of targets) {
    const response = await fetch(`${base}${url}`, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    bodies.bodies[url] = await response.text();
  }
  const plain = start<PlainReady>('plain.ts', {});
  plain.child.send(bodies);
  const plainPort = (await plain.ready).port;
  try {
    for (const [name, url] of targets) {
      const plainUrl = `http://127.0.0.1:${plainPort}${url}`;
      // Warm both up (V8's compiled code, the pool's connections and prepared statements, PostgreSQL's
      // caches), then measure them in turns and take the medians: a busy moment of the machine then
      // moves one round, not the ratio.
      await load(plainUrl, {}, warmupSeconds);
      await load(`${base}${url}`, headers, warmupSeconds);
      const plainRounds: Result[] = [];
      const apiRounds: Result[] = [];
      let cpuSpent = 0;
      let pgSpent: number | undefined = 0;
      for (let round = 0; round < rounds; round++) {
        plainRounds.push(await load(plainUrl));
        const cpuBefore = await cpuTime(api.child);
        const pgBefore = postgresCpu(database);
        apiRounds.push(await load(`${base}${url}`, headers));
        cpuSpent += (await cpuTime(api.child)) - cpuBefore;
        const pg = postgresCpuSpent(pgBefore, postgresCpu(database));
        pgSpent = pg === undefined || pgSpent === undefined ? undefined : pgSpent + pg;
      }
      const measured = median(apiRounds);
      const baseline = median(plainRounds);
      const requests = apiRounds.reduce((sum, r) => sum + r.requests, 0);
      const cpuPerRequest = cpuSpent / Math.max(requests, 1);
      const pgPerRequest = pgSpent === undefined ? undefined : pgSpent / Math.max(requests, 1);
      const line =
        `${label.padEnd(30)} ${name.padEnd(30)} api ${measured.rps.toFixed(0).padStart(6)} req/s p99 ${String(measured.p99).padStart(4)} ms` +
        ` | plain ${baseline.rps.toFixed(0).padStart(6)} req/s p99 ${String(baseline.p99).padStart(4)} ms` +
        ` | ratio ${(measured.rps / baseline.rps).toFixed(3)}` +
        ` | API CPU ${(cpuPerRequest / 1000).toFixed(2)} ms/req` +
        (pgPerRequest !== undefined ? ` | PostgreSQL CPU ${(pgPerRequest / 1000).toFixed(2)} ms/req` : '');
      lines.push(line);
      console.log(line);
      if (rounds > 1) {
        const each = apiRounds.map((r, i) => (r.rps / plainRounds[i]!.rps).toFixed(3));
        console.log(`${''.padEnd(61)} rounds: ratio ${each.join(' / ')}`);
      }
    }
  } finally {
    await Promise.all([stop(api.child), stop(plain.child)]);
  }
}

const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});

console.log(
  `autocannon (own process): ${connections} connections; per target ${warmupSeconds} s warm-up each, then ` +
    `${rounds} rounds of ${seconds} s plain, ${seconds} s API (medians); API and plain node:http server (same ` +
    `bytes) each in their own process; load average ${loadAverage()}`,
);
try {
  if (databases.includes('pglite')) await run('PGlite', {});
  const onPostgres = databases.filter((d) => d === 'postgres' || d === 'postgres-read');
  if (onPostgres.length > 0 && !(await postgresReachable()))
    console.log(`PostgreSQL not reachable at ${pgUrl}: skipped`);
  else {
    if (onPostgres.includes('postgres')) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
    // The same with no kept answers (ADR 0207): every request reads its list, as after a write.
    if (onPostgres.includes('postgres-read'))
      await run('PostgreSQL, every answer read', { BENCH_DATABASE_URL: pgUrl, BENCH_ANSWER_CACHE_BYTES: '0' });
  }
  console.log(
    `bench:api done: ${lines.length} targets measured; load average ${loadAverage()}` +
      (cpuProfileDir ? `; CPU profiles in ${cpuProfileDir}` : ''),
  );
} catch (error) {
  killAll();
  console.error(`bench:api failed: ${(error as Error).message}`);
  process.exit(1);
}
