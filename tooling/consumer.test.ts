import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'arms-consumer-'));
let server: Server | undefined;

afterAll(() => {
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: 'pipe', env: { ...process.env, npm_config_loglevel: 'error' } });

function pack(pkg: string): string {
  // pnpm pack applies publishConfig (exports to dist) and turns workspace: ranges into versions.
  run(path.join(root, 'node_modules/.bin/vite'), ['build'], path.join(root, 'packages', pkg));
  run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], path.join(root, 'packages', pkg));
  // npm test passes the pnpm it uses (a global pnpm, or npx pnpm@10) in ARMS_PNPM.
  const [bin = 'pnpm', ...pre] = (process.env.ARMS_PNPM ?? 'pnpm').split(' ');
  run(bin, [...pre, 'pack', '--pack-destination', work], path.join(root, 'packages', pkg));
  const file = readdirSync(work).find((f) => f.startsWith(`arms-${pkg}-`) && f.endsWith('.tgz'));
  if (!file) throw new Error(`no tarball for ${pkg}`);
  return path.join(work, file);
}

describe('given the packed @arms/ui and @arms/domain', () => {
  it('should install into a Vite app outside the workspace and render a DataTable and a MultiSelect', async () => {
    const domain = pack('domain');
    const ui = pack('ui');
    const manifest = (file: string) =>
      JSON.parse(execFileSync('tar', ['-xzOf', file, 'package/package.json']).toString());
    const uiManifest = manifest(ui);
    expect(uiManifest.exports['.']).toMatchObject({ import: './dist/index.js', types: './dist/index.d.ts' });
    expect(uiManifest.dependencies['@arms/domain']).not.toMatch(/^workspace:/);
    expect(uiManifest.peerDependencies).toMatchObject({
      react: expect.any(String),
      'styled-components': expect.any(String),
    });

    const app = path.join(work, 'app');
    cpSync(path.join(root, 'tooling/consumer-app'), path.join(app, 'src'), { recursive: true });
    const versions = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies as Record<
      string,
      string
    >;
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: 'arms-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@arms/domain': `file:${domain}`,
          '@arms/ui': `file:${ui}`,
          react: versions.react,
          'react-dom': versions['react-dom'],
          'styled-components': versions['styled-components'],
        },
        devDependencies: {
          vite: versions.vite,
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
        },
      }),
    );
    writeFileSync(
      path.join(app, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], app);
    run(path.join(app, 'node_modules/.bin/vite'), ['build'], app);

    const dist = path.join(app, 'dist');
    server = createServer((req, res) => {
      const file = req.url === '/' ? 'index.html' : (req.url ?? '').slice(1);
      try {
        const body = readFileSync(path.join(dist, file));
        res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };

    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole('heading', { name: 'Consumer NVA' }).waitFor();
      const table = page.getByRole('table', { name: 'Candidates' });
      expect(await table.locator('tbody tr').count()).toBe(10);
      await page.getByRole('button', { name: 'Next page' }).click();
      expect(await table.locator('tbody tr').count()).toBe(2);
      const combo = page.getByRole('combobox', { name: 'Skills' });
      await combo.click();
      await combo.fill('kỹ');
      await page.getByRole('option', { name: 'Kỹ năng giao tiếp' }).click();
      await expect.poll(() => page.getByTestId('skills').textContent()).toBe('Kỹ năng giao tiếp');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
