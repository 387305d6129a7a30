import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, spawnServer, waitUntilAnswering } from './platform-process';

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
  /** Load e2e/clock.mjs into the server: each advanceClock() moves its clock this far forward. */
  clockStepMs?: number;
}

/**
 * Starts the whole platform as the start command does (the built API on plain Node, built apps, embedded
 * database with the demo seed) in a fresh copy of the seeded data folder that e2e/global-setup.ts made,
 * and waits until it answers.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arms-e2e-'));
  cpSync(inject('armsSeededDataDir'), dataDir, { recursive: true });
  const [port, candidatePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const clock = options.clockStepMs ? ['--import', './e2e/clock.mjs'] : [];
  let child: ChildProcess | null = null;

  const start = async () => {
    const started = spawnServer({
      dataDir,
      port,
      candidatePort,
      nodeArgs: clock,
      env: {
        ...(options.clockStepMs ? { ARMS_E2E_CLOCK_STEP_MS: String(options.clockStepMs) } : {}),
        ...options.env,
      },
    });
    child = started;
    try {
      await waitUntilAnswering(started, baseUrl);
    } catch (error) {
      // Stop it: a server left starting would load the machine for the suites that follow.
      await halt();
      throw error;
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
