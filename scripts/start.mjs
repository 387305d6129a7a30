// `npm start`: installs what is missing, builds what changed (the three apps and the API, each only
// when its sources changed since its last build) and runs the built API on plain Node with the embedded
// database and demo data (ADR 0170). Uses only Node built-ins until the install is done.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root } from './pnpm.mjs';

ensureInstalled();

const shared = ['pnpm-lock.yaml', 'tsconfig.base.json', 'packages/domain/src'];
const appInputs = (app) => [
  ...shared,
  `apps/${app}`,
  'packages/ui/src',
  'packages/api-client/src',
  'scripts/bundle.mjs',
];
/** What `npm start` builds, and the files each build reads. */
const targets = [
  { name: 'employer', dir: 'apps/employer', inputs: appInputs('employer') },
  { name: 'arms', dir: 'apps/arms', inputs: appInputs('arms') },
  { name: 'candidate', dir: 'apps/candidate', inputs: appInputs('candidate') },
  {
    name: 'api',
    dir: 'apps/api',
    inputs: [...shared, 'apps/api/src', 'apps/api/vite.config.ts', 'apps/api/package.json'],
  },
];
const skipped = new Set(['node_modules', 'dist', 'test', '.vite-temp']);
const irrelevant = /\.(test|stories)\.[cm]?[jt]sx?$|\.mdx$|(^|\/)__screenshots__\//;

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const d of readdirSync(full, { withFileTypes: true })) {
    if (skipped.has(d.name)) continue;
    const rel = `${entry}/${d.name}`;
    if (d.isDirectory()) yield* files(rel);
    else if (!irrelevant.test(rel)) yield rel;
  }
}

/** A hash of every input's path and content: the build is current when its stamp holds the same. */
function fingerprint(target) {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    for (const file of [...files(input)].sort()) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

const stampOf = (target) => path.join(root, target.dir, 'dist', '.arms-build');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function build(target) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [vite, 'build'], {
      cwd: path.join(root, target.dir),
      // A route over its budget fails the tests' build, not the start of a developer's platform.
      env: { ...process.env, ARMS_BUDGET: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

async function buildChanged() {
  const stale = [];
  for (const target of targets) {
    const hash = fingerprint(target);
    const stamp = stampOf(target);
    if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) stale.push({ target, hash });
  }
  if (stale.length === 0) return true;
  const started = Date.now();
  console.log(`Building ${stale.map((s) => s.target.name).join(', ')} (sources changed since the last build)...`);
  // Two at a time: the machines this runs on have few cores.
  const queue = [...stale];
  let ok = true;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await build(next.target);
      if (!result.ok) {
        ok = false;
        console.error(`Building ${next.target.name} failed:\n${result.output}`);
        continue;
      }
      for (const line of result.output.split('\n')) if (/^Warning:/.test(line)) console.warn(line);
      writeFileSync(stampOf(next.target), next.hash);
    }
  };
  await Promise.all([worker(), worker()]);
  if (ok) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return ok;
}

if (!(await buildChanged())) process.exit(1);

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl+C reaches the server too (same process group); it stops cleanly and so do we, with its code.
// A SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
