// `pnpm bench:ui`: the built @arms/ui's size per entry (minified, gzipped), and the median time in
// Chromium to mount a DataTable of 10,000 rows and to filter a MultiSelect of 10,000 options, beside a
// plain table and a plain <select multiple> doing the same work, as ratios. A benchmark, not a test.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

// 1. Size: build the package as published, then bundle its entry the way a consumer's bundler would.
execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
  cwd: path.join(root, 'packages/ui'),
  stdio: 'inherit',
});
const pkg = JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const peers = Object.keys(pkg.peerDependencies);
const deps = Object.keys(pkg.dependencies);
const isIn = (names: string[]) => (id: string) =>
  names.some((n) => id === n || id.startsWith(`${n}/`)) || id.startsWith('react/');
const sizes: { entry: string; what: string; min: number; gzip: number }[] = [];
for (const [what, external] of [
  ['own code (dependencies external)', isIn([...peers, ...deps])],
  ['with dependencies (peers external)', isIn(peers)],
] as const) {
  const out = path.join(here, '.size');
  await build({
    logLevel: 'error',
    configFile: false,
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      lib: { entry: path.join(root, 'packages/ui/dist/index.js'), formats: ['es'], fileName: 'index' },
      rolldownOptions: { external },
    },
  });
  const code = readFileSync(path.join(out, 'index.js'));
  sizes.push({ entry: '@arms/ui', what, min: code.length, gzip: gzipSync(code, { level: 9 }).length });
  rmSync(out, { recursive: true, force: true });
}

// 2. Speed: the bench page, built from the workspace source, in Debian's Chromium.
await build({ logLevel: 'error', configFile: path.join(here, 'vite.config.ts'), mode: 'production' });
const dist = path.join(here, 'dist');
const server = createServer((req, res) => {
  const file = req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!.slice(1);
  try {
    const body = readFileSync(path.join(dist, file));
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`http://127.0.0.1:${port}/`);
await page.waitForFunction(() => document.title === 'ready');

async function measure(name: string): Promise<number> {
  await page.evaluate((n) => (window as unknown as { bench: Record<string, () => Promise<number>> }).bench[n]!(), name); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(
      await page.evaluate(
        (n) => (window as unknown as { bench: Record<string, () => Promise<number>> }).bench[n]!(),
        name,
      ),
    );
  }
  return median(times);
}

const table = { arms: await measure('mountDataTable'), plain: await measure('mountPlainTable') };
const select = { arms: await measure('filterMultiSelect'), plain: await measure('filterPlainSelect') };
await browser.close();
server.close();
rmSync(dist, { recursive: true, force: true });

console.log('\n@arms/ui size (built package entry, bundled and minified)');
for (const s of sizes)
  console.log(
    `  ${s.entry.padEnd(10)} ${s.what.padEnd(38)} ${kb(s.min).padStart(10)} min  ${kb(s.gzip).padStart(10)} gzip`,
  );
console.log(`\nMedian of ${runs} runs in Chromium (ms; lower is better)`);
const line = (label: string, arms: number, plain: number, plainLabel: string) =>
  console.log(
    `  ${label.padEnd(44)} ${arms.toFixed(1).padStart(8)}   ${plainLabel.padEnd(32)} ${plain.toFixed(1).padStart(8)}   ratio ${(arms / plain).toFixed(2)}x`,
  );
line('mount DataTable, 10,000 rows', table.arms, table.plain, 'plain <table>, 10,000 rows');
line('filter MultiSelect, 10,000 options', select.arms, select.plain, 'plain <select multiple>');
console.log('  (ratio = ARMS / plain: below 1 means the ARMS component is faster)');
