// `npm test`: every check of the project, in the order a failure is cheapest to find, ending with one
// plain summary line `N passed, N failed`. Each vitest test counts once; every other step counts as one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureInstalled, pnpmCommand, root } from './pnpm.mjs';

ensureInstalled();
process.env.CHROME_PATH = ensureChromium();
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
// Story tests also compare every story with its committed visual baseline.
process.env.ARMS_VISUAL = '1';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => {
      console.log(`${code === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });
}

const [pnpm, ...pnpmArgs] = pnpmCommand();
// The packaging test packs the published packages with the same pnpm.
process.env.ARMS_PNPM = pnpmCommand().join(' ');
const steps = [];
const step = async (label, command, args) => steps.push({ label, ok: await run(label, command, args) });
const suites = [];
async function vitest(label, name, args) {
  const outputFile = path.join(resultsDir, `${name}.json`);
  const ok = await run(label, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  suites.push({ label, ok, outputFile });
}

await step('lint (eslint, layer rules)', bin('eslint'), ['.', '--max-warnings', '0']);
await step('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await step('typecheck (tsc -b, strict)', bin('tsc'), ['-b', 'tsconfig.json']);
await step('OpenAPI document and generated types match the server', process.execPath, ['scripts/openapi-check.mjs']);
await step('build the published packages (ESM + .d.ts)', pnpm, [
  ...pnpmArgs,
  '-r',
  '--filter',
  './packages/*',
  'build',
]);
await step('build the three apps', pnpm, [...pnpmArgs, 'run', 'build:apps']);
await step('build Storybook', pnpm, [...pnpmArgs, 'run', 'build-storybook']);

await vitest('domain unit tests with coverage (95% lines and branches)', 'domain', [
  '--project',
  'domain',
  '--coverage',
]);
const projects = [
  'ui-unit',
  'api-client',
  'tooling',
  'api',
  'api-fuzz',
  ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : []),
  'storybook',
  'e2e',
];
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: the API tests run on PGlite only.)');
await vitest(
  `tests: ${projects.join(', ')}`,
  'rest',
  projects.flatMap((p) => ['--project', p]),
);

let passed = 0;
let failed = 0;
for (const s of steps) {
  if (s.ok) passed++;
  else failed++;
}
for (const suite of suites) {
  if (!existsSync(suite.outputFile)) {
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(suite.outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that failed to load has no tests to count, and a failed coverage threshold fails the run.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  failed += brokenFiles;
  if (!suite.ok && report.numFailedTests === 0 && brokenFiles === 0) failed++;
}

console.log('\nChecks:');
for (const s of steps) console.log(`  ${s.ok ? '✔' : '✘'} ${s.label}`);
for (const s of suites) console.log(`  ${s.ok ? '✔' : '✘'} ${s.label}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
