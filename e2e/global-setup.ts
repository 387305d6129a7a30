import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, spawnServer, waitUntilAnswering } from './platform-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the migrated, seeded demo database: each platform starts from a copy. */
    armsSeededDataDir: string;
  }
}

function run(args: string[], env: Record<string, string> = {}, cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output}`))));
  });
}

/**
 * Once per run, before any journey: the API built as `npm start` runs it (plain Node, no TypeScript
 * loader), its compiled route schemas kept beside it (ADR 0171), and one data folder migrated and seeded
 * with the demo data. A platform then starts in a few seconds instead of half a minute per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  await run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {}, path.join(root, 'apps/api'));
  const server = path.join(root, 'apps/api/dist/server.js');
  await run([server], { ARMS_SCHEMA_CACHE_WRITE: '1' });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'arms-e2e-seeded-'));
  const [port, candidatePort] = [await freePort(), await freePort()];
  const child = spawnServer({ dataDir, port, candidatePort });
  try {
    await waitUntilAnswering(child, `http://127.0.0.1:${port}`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  project.provide('armsSeededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
