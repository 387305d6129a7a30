// Real processes for the fault and multi-instance tests (ADR 0185): a private PostgreSQL cluster that a
// test may stop and start, the API started as its own process (`src/server.ts` through tsx), and a
// round-robin proxy in front of several instances.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/db/client';

const pgBin = process.env.ARMS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers a value (not undefined/false), or throws after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${String(last ?? '')})`);
    await sleep(200);
  }
}

/** The command prefix that runs PostgreSQL's tools as the `postgres` user (initdb refuses root). */
function asPostgres(): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
}

/**
 * Why a private cluster cannot be made here (no PostgreSQL binaries, no `postgres` user to run them as
 * root); undefined when it can.
 */
export function privateClusterUnavailable(): string | undefined {
  if (!existsSync(path.join(pgBin, 'initdb'))) return `no PostgreSQL binaries in ${pgBin} (set ARMS_PG_BIN)`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root without a postgres user for initdb';
    }
  }
  return undefined;
}

export interface PrivateCluster {
  port: number;
  /** A URL to database `name` (default postgres) on the cluster, user postgres, trust auth. */
  url(name?: string): string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** initdb in a temporary folder, started on a free port; `stop()`/`start()` are pg_ctl's fast stop and start. */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arms-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [cmd, ...prefix] = [...asPostgres(), path.join(pgBin, tool)];
    execFileSync(cmd!, [...prefix, ...args], { stdio: 'ignore', timeout: 120_000 });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '120', 'start']);
  start();
  return {
    port,
    url: (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '120', 'stop']),
    start,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on a URL with a short-lived client. */
export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values?: unknown[],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (the server's own shutdown), and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the API as its own process (`node --import tsx apps/api/src/server.ts`) on `databaseUrl`, with
 * the demo seed, and waits until `GET /api/ping` answers.
 */
export async function startApiProcess(options: {
  databaseUrl: string;
  dataDir: string;
  storageDir?: string;
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const [port, candidatePort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      CANDIDATE_PORT: String(candidatePort),
      DATABASE_URL: options.databaseUrl,
      ARMS_DATA_DIR: options.dataDir,
      STORAGE_DIR: options.storageDir ?? path.join(options.dataDir, 'files'),
      JWT_SECRET: 'fault-tests-secret',
      ARMS_SCHEMA_CACHE: 'off',
      ARMS_DEMO_SEED: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(
    'the API process answers /api/ping',
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early:\n${output}`);
      return (await fetch(`${base}/ping`, { signal: AbortSignal.timeout(5_000) })).ok;
    },
    // Under a loaded 2-core machine a start through tsx took over three minutes.
    480_000,
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { base, port, child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A round-robin HTTP proxy: request n goes to `targets[n % targets.length]`. */
export async function roundRobinProxy(targets: number[]): Promise<{ base: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createHttpServer((req, res) => {
    const port = targets[next++ % targets.length]!;
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs in through `POST /auth` at `base` and answers the bearer header. */
export async function signIn(base: string, email: string, password: string): Promise<{ authorization: string }> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, strategy: 'local', portal: 'crms' }),
  });
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}
