// Runs pnpm on a machine that has only Node and npm: a global pnpm when there is one, otherwise
// `npx pnpm@10` (corepack is not used: it fails its signature check on some machines).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supportedNodeText, supportsNode } from './node-range.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = 'pnpm@10.34.9';

function hasGlobalPnpm() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().startsWith('10.');
}

let command;
/** The pnpm command line: `pnpm` or `npx --yes pnpm@10.x`. */
export function pnpmCommand() {
  command ??= hasGlobalPnpm() ? ['pnpm'] : ['npx', '--yes', pinned];
  return command;
}

/** Runs pnpm with inherited output; resolves with the exit code. */
export function runPnpm(args, options = {}) {
  const [bin, ...pre] = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(bin, [...pre, ...args], { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Installs the workspace's dependencies when the lockfile changed since the last install (or there
 * was none). Playwright is never allowed to download a browser.
 */
export function ensureInstalled() {
  if (!supportsNode(process.versions.node)) {
    throw new Error(`ARMS needs ${supportedNodeText} (this is ${process.versions.node}).`);
  }
  const marker = path.join(root, 'node_modules', '.arms-installed');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const lockStamp = `${statSync(lock).mtimeMs}:${readFileSync(lock).length}`;
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockStamp) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)...');
  const [bin, ...pre] = pnpmCommand();
  execFileSync(bin, [...pre, 'install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(marker, lockStamp);
}
