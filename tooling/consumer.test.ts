import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
}, 60_000);

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  try {
    // Vitest's own variables (NODE_ENV=test, VITE_USER_NODE_ENV, VITEST_*) must not reach the consumer's tools.
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(VITE|VITEST|NODE_ENV$)/.test(key)),
    );
    return execFileSync(cmd, args, { cwd, stdio: 'pipe', env: { ...clean, npm_config_loglevel: 'error', ...env } });
  } catch (error) {
    // The command's own output says what failed (tsc's errors, attw's table).
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`);
  }
}

function pack(pkg: string): string {
  // pnpm pack applies publishConfig (exports to dist) and turns workspace: ranges into versions.
  run(path.join(root, 'node_modules/.bin/vite'), ['build'], path.join(root, 'packages', pkg));
  run(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], path.join(root, 'packages', pkg));
  run(process.execPath, [path.join(root, 'scripts/dts-extensions.mjs'), 'dist'], path.join(root, 'packages', pkg));
  // npm test passes the pnpm it uses (a global pnpm, or npx pnpm@10) in ARMS_PNPM.
  const [bin = 'pnpm', ...pre] = (process.env.ARMS_PNPM ?? 'pnpm').split(' ');
  run(bin, [...pre, 'pack', '--pack-destination', work], path.join(root, 'packages', pkg));
  const file = readdirSync(work).find((f) => f.startsWith(`arms-${pkg}-`) && f.endsWith('.tgz'));
  if (!file) throw new Error(`no tarball for ${pkg}`);
  return path.join(work, file);
}

function serve(dist: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = req.url === '/' ? 'index.html' : (req.url ?? '').slice(1);
    try {
      const body = readFileSync(path.join(dist, file));
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }),
    ),
  );
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

describe('given the packed @arms/domain, @arms/ui and @arms/api-client', () => {
  const tarballs = { domain: '', ui: '', apiClient: '' };
  const app = path.join(work, 'app');

  it('should pass publint and have types that resolve under node16, nodenext and bundler (attw)', () => {
    tarballs.domain = pack('domain');
    tarballs.ui = pack('ui');
    tarballs.apiClient = pack('api-client');
    for (const tarball of Object.values(tarballs)) {
      // Both exit with 1 on any error; esm-only: the packages are ESM, CommonJS `require` is not offered.
      run(bin('publint'), ['--strict', tarball], work);
      run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'], work);
    }
    const manifest = (file: string) =>
      JSON.parse(execFileSync('tar', ['-xzOf', file, 'package/package.json']).toString());
    const uiManifest = manifest(tarballs.ui);
    expect(uiManifest.exports['.']).toMatchObject({ import: './dist/index.js', types: './dist/index.d.ts' });
    expect(uiManifest.dependencies['@arms/domain']).not.toMatch(/^workspace:/);
    expect(uiManifest.dependencies).not.toHaveProperty('i18next');
    expect(uiManifest.peerDependencies).toMatchObject({
      react: expect.any(String),
      'styled-components': expect.any(String),
      i18next: expect.any(String),
      'react-i18next': expect.any(String),
    });
    const clientManifest = manifest(tarballs.apiClient);
    expect(clientManifest.dependencies).not.toHaveProperty('openapi-msw');
    expect(clientManifest.peerDependenciesMeta).toMatchObject({
      msw: { optional: true },
      'openapi-msw': { optional: true },
    });
    for (const m of [manifest(tarballs.domain), uiManifest, clientManifest]) {
      expect(m).toMatchObject({
        repository: expect.any(Object),
        homepage: expect.any(String),
        bugs: expect.any(Object),
        engines: { node: expect.any(String) },
      });
    }
  }, 900_000);

  it('should install with the newest i18next and react-i18next and without msw, and typecheck under nodenext', () => {
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
          '@arms/domain': `file:${tarballs.domain}`,
          '@arms/ui': `file:${tarballs.ui}`,
          '@arms/api-client': `file:${tarballs.apiClient}`,
          // The newest published majors, whatever they are on the day the test runs.
          i18next: 'latest',
          'react-i18next': 'latest',
          react: versions.react,
          'react-dom': versions['react-dom'],
          'styled-components': versions['styled-components'],
        },
        devDependencies: {
          vite: versions.vite,
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
          '@types/react': versions['@types/react'],
          '@types/react-dom': versions['@types/react-dom'],
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
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--engine-strict=false'], app);
    // msw and its graphql come only to who installs them for @arms/api-client/mocks.
    expect(existsSync(path.join(app, 'node_modules/msw'))).toBe(false);
    expect(existsSync(path.join(app, 'node_modules/graphql'))).toBe(false);
    const major = (name: string) =>
      Number(
        JSON.parse(readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0],
      );
    expect(major('i18next')).toBeGreaterThanOrEqual(25);
    expect(major('react-i18next')).toBeGreaterThanOrEqual(16);
    for (const resolution of ['nodenext', 'bundler']) {
      writeFileSync(
        path.join(app, `tsconfig.${resolution}.json`),
        JSON.stringify({
          compilerOptions: {
            module: resolution === 'nodenext' ? 'nodenext' : 'esnext',
            moduleResolution: resolution,
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          include: ['src'],
        }),
      );
      run(path.join(app, 'node_modules/.bin/tsc'), ['-p', `tsconfig.${resolution}.json`], app);
    }
  }, 300_000);

  async function render(dist: string) {
    const served = await serve(dist);
    server = served.server;
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
    const errors: string[] = [];
    const warnings: string[] = [];
    try {
      const page = await browser.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.goto(served.url);
      await page.getByRole('heading', { name: 'Consumer NVA' }).waitFor({ timeout: 90_000 });
      return { page, errors, warnings, browser };
    } catch (error) {
      await browser.close();
      throw new Error(`${String(error)}\npage errors: ${JSON.stringify(errors)}`);
    }
  }

  it('should render translated components in a production build, without development warnings', async () => {
    // As a consumer builds: Vitest itself runs with NODE_ENV=test, which Vite would take for the build.
    run(path.join(app, 'node_modules/.bin/vite'), ['build'], app, { NODE_ENV: 'production' });
    const { page, errors, warnings, browser } = await render(path.join(app, 'dist'));
    try {
      expect(await page.getByTestId('greeting').textContent()).toBe('Hello from the consumer');
      expect(await page.getByTestId('session').textContent()).toBe('anonymous');
      const table = page.getByRole('table', { name: 'Candidates' });
      expect(await table.locator('tbody tr').count()).toBe(10);
      // "Next page" is @arms/ui's own text, through the consumer's i18next instance.
      await page.getByRole('button', { name: 'Next page' }).click();
      expect(await table.locator('tbody tr').count()).toBe(2);
      const combo = page.getByRole('combobox', { name: 'Skills' });
      await combo.click();
      await combo.fill('kỹ');
      await page.getByRole('option', { name: 'Kỹ năng giao tiếp' }).click();
      await expect.poll(() => page.getByTestId('skills').textContent()).toBe('Kỹ năng giao tiếp');
      expect(errors).toEqual([]);
      expect(warnings.filter((w) => w.includes('@arms/ui'))).toEqual([]);
    } finally {
      await browser.close();
      server?.close();
    }
  }, 120_000);

  it("should show @arms/ui's misuse warnings in the consumer's development build", async () => {
    // Vite's own table: NODE_ENV=development is what makes a development build of the dependencies.
    run(path.join(app, 'node_modules/.bin/vite'), ['build', '--outDir', 'dist-dev'], app, { NODE_ENV: 'development' });
    const { errors, warnings, browser } = await render(path.join(app, 'dist-dev'));
    try {
      expect(errors).toEqual([]);
      expect(warnings.some((w) => w.includes('@arms/ui: StatusBadge: 999 is not a job status id'))).toBe(true);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
