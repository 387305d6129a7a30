// `pnpm bench:bundle`: builds the three apps and prints each one's initial JavaScript per entry route
// (the entry chunk and its static imports, plus each lazily loaded screen's chunks), raw and gzip, as a
// share of its budget (ADR 0172). Exits with 1 when a route is over budget. A benchmark, not a test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, checkBudgets, routeSizes } from '../../scripts/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

let over = 0;
console.log(`  ${'app'.padEnd(10)} ${'route'.padEnd(28)} ${'raw'.padStart(14)} ${'gzip'.padStart(14)}  chunks  budget`);
for (const app of ['employer', 'arms', 'candidate'] as const) {
  const dir = path.join(root, 'apps', app);
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: dir,
    env: { ...process.env, ARMS_BUDGET: 'warn', ARMS_BUDGET_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const result = checkBudgets(app, routeSizes(path.join(dir, 'dist')), budgets[app]);
  console.log(result.lines.join('\n'));
  over += result.over.length;
}
console.log(over === 0 ? '\nEvery route is within its budget.' : `\n${over} route(s) over budget.`);
process.exitCode = over === 0 ? 0 : 1;
