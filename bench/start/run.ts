// `pnpm bench:start`: how long `npm start` takes until the login page is served, in a fresh clone of the
// committed branch (cold: install, builds, migrations, demo seed, first compile) and again with nothing
// changed (warm), beside the former way of starting the API (through the tsx TypeScript loader, the
// apps already built) in the same run, as a ratio; and the exit code Ctrl+C leaves. A benchmark, not a test.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Run {
  seconds: number;
  exitCode: number | null;
  output: string;
}

/**
 * Starts `command` in its own process group, waits for the login page, runs `beforeStop` (the platform
 * still running), then sends Ctrl+C (SIGINT to the group).
 */
async function timeStart(
  cwd: string,
  command: string[],
  beforeStop: () => Promise<void> = async () => {},
): Promise<Run> {
  const [port, candidatePort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd,
    detached: true,
    env: { ...process.env, PORT: String(port), CANDIDATE_PORT: String(candidatePort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/login`);
      if (res.ok && (await res.text()).includes('id="root"')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no login page within 15 minutes:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  await beforeStop();
  process.kill(-child.pid!, 'SIGINT');
  const exitCode = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  return { seconds, exitCode, output };
}

async function waitForSchemaCache(clone: string) {
  const dir = path.join(clone, 'apps/api/dist/.schema-cache');
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.json'))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the compiled schemas were not written within 15 minutes');
}

const work = mkdtempSync(path.join(tmpdir(), 'arms-bench-start-'));
const clone = path.join(work, 'arms');
try {
  const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root }).toString().trim();
  console.log(`Cloning ${branch} (committed state) into ${clone}...`);
  execFileSync('git', ['clone', '--quiet', '--branch', branch, root, clone]);

  const npm = ['npm', 'start', '--silent'];
  // The first start writes the compiled schemas in a low-priority child once the port is open (ADR
  // 0171); Ctrl+C reaches that child too, so the platform keeps running until the file is there, as it
  // does for a user who signs in and works: the warm starts below are then the ones a user gets.
  const cold = await timeStart(clone, npm, () => waitForSchemaCache(clone));
  console.log(`cold start (fresh clone: install, builds, database, demo data): ${cold.seconds.toFixed(1)} s`);
  const warm = await timeStart(clone, npm);
  const warm2 = await timeStart(clone, npm);
  const warmBest = Math.min(warm.seconds, warm2.seconds);
  // The former way: the API from its TypeScript sources through tsx (apps already built, data present).
  const tsx = await timeStart(clone, ['node', '--import', 'tsx', 'apps/api/src/server.ts']);

  console.log(`
start until the login page is served   seconds   vs the tsx start
  cold (fresh clone)                    ${cold.seconds.toFixed(1).padStart(7)}   ${(cold.seconds / tsx.seconds).toFixed(2)}x
  warm (nothing changed), best of 2     ${warmBest.toFixed(1).padStart(7)}   ${(warmBest / tsx.seconds).toFixed(2)}x
  baseline: API through tsx             ${tsx.seconds.toFixed(1).padStart(7)}   1.00x
Ctrl+C exit codes: cold ${cold.exitCode}, warm ${warm.exitCode} and ${warm2.exitCode} (0 expected)`);
  if (warm.exitCode !== 0 || warm2.exitCode !== 0 || cold.exitCode !== 0) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
