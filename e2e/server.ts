import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

export interface RunningPlatform {
  baseUrl: string;
  candidateUrl: string;
  /** Moves the server's clock forward by `clockStepMs` (only with `clockStepMs`). */
  advanceClock(): Promise<void>;
  /**
   * Stops the server process (API, portals and candidate site) and keeps its data folder, as an outage
   * would: pages already open stay, every call to the API is refused until `startApi()`.
   */
  stopApi(): Promise<void>;
  /**
   * Starts the server again on the same ports with the same data folder (the data written before the
   * stop is still there) and waits until it answers. A clock moved by `advanceClock()` starts again
   * from the real time.
   */
  startApi(): Promise<void>;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

export interface PlatformOptions {
  /** Extra environment for the server (for example SMTP_URL). */
  env?: Record<string, string>;
  /** Load e2e/clock.ts into the server: each advanceClock() moves its clock this far forward. */
  clockStepMs?: number;
}

/**
 * Starts the whole platform as the start command does (real API, built apps, embedded database with
 * the demo seed) in a fresh data folder, and waits until it answers.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arms-e2e-'));
  const [port, candidatePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const clock = options.clockStepMs ? ['--import', './e2e/clock.ts'] : [];
  let child: ChildProcess | null = null;

  const start = async () => {
    let output = '';
    const started: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...clock, 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        CANDIDATE_PORT: String(candidatePort),
        ARMS_DATA_DIR: dataDir,
        JWT_SECRET: 'e2e-secret',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...(options.clockStepMs ? { ARMS_E2E_CLOCK_STEP_MS: String(options.clockStepMs) } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Seeding the demo data on a busy 2-core machine can take minutes; the hook timeout (300 s) bounds it.
    const deadline = Date.now() + 280_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/ping`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        // Stop it: a server left seeding would load the machine for the suites that follow.
        await halt();
        throw new Error(`the server did not answer within 280 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  };

  const halt = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (running.exitCode === null) {
      running.kill('SIGKILL');
      await exited;
    }
  };

  await start();
  return {
    baseUrl,
    candidateUrl: `http://127.0.0.1:${candidatePort}`,
    advanceClock: async () => {
      if (!options.clockStepMs) throw new Error('start the platform with clockStepMs to move its clock');
      if (!child) throw new Error('the server is stopped: startApi() first');
      child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 200));
    },
    stopApi: halt,
    startApi: async () => {
      if (child) throw new Error('the server is already running');
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
