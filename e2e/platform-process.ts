import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the built server (`apps/api/dist/server.js`, as `npm start` runs it) on a data folder and ports. */
export function spawnServer(options: {
  dataDir: string;
  port: number;
  candidatePort: number;
  /** Node's flags before the server (`--import ./e2e/clock.mjs`). */
  nodeArgs?: string[];
  env?: Record<string, string>;
}): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      CANDIDATE_PORT: String(options.candidatePort),
      ARMS_DATA_DIR: options.dataDir,
      JWT_SECRET: 'e2e-secret',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Waits until the server process answers `GET /api/ping`. It rejects with the process's output when the
 * process exits first, or after `withinMs` (the caller then stops the process: a server left seeding
 * would load the machine for the suites that follow).
 */
export async function waitUntilAnswering(child: ChildProcess, baseUrl: string, withinMs = 280_000): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/ping`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${withinMs / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
