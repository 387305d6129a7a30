import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** `packages/ui/src/Button` -> `packages/ui/visual-baselines/Button`: the last `src` segment is replaced. */
function baselineDirectory(storyDirectory: string): string {
  const parts = storyDirectory.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src === -1) return path.join(storyDirectory, '__screenshots__');
  parts[src] = 'visual-baselines';
  return parts.join(path.sep);
}

/**
 * The projects that run after the others, two files at a time. The other projects run one node file
 * at a time beside the Storybook browser (Vitest's default on two cores is one worker of each); the
 * end-to-end journeys wait on their own API and Chromium as much as they compute, so two at once keep
 * both cores busy: the e2e project took 437 s with two workers against 660 s with one on a 2-core
 * machine (`vitest run --project e2e --maxWorkers 2`, vmstat still 21% idle). Vitest runs groups in
 * order, and every project of a group shares its number of workers.
 */
const lastTwoAtATime = { sequence: { groupOrder: 1 }, maxWorkers: 2 };

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage/domain',
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: path.join(root, 'packages/domain'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui-unit',
          ...lastTwoAtATime,
          root: path.join(root, 'packages/ui'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [path.join(root, 'tooling/dom-setup.ts')],
        },
      },
      {
        test: {
          name: 'api',
          root: path.join(root, 'apps/api'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { ARMS_TEST_DB: 'pglite' },
        },
      },
      {
        // Contract fuzzing (issue 19): one seeded run on PGlite; FUZZ_RUNS=1000 by hand for a long one.
        test: {
          name: 'api-fuzz',
          root: path.join(root, 'apps/api'),
          include: ['test/fuzz/**/*.fuzz.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 900_000,
          // Loading the seeded PGlite copy took over 2 minutes on a loaded 2-core machine.
          hookTimeout: 300_000,
          env: { ARMS_TEST_DB: 'pglite' },
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-pg',
                root: path.join(root, 'apps/api'),
                include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
                environment: 'node' as const,
                globalSetup: ['test/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                env: { ARMS_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'api-client',
          root: path.join(root, 'packages/api-client'),
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Visual baselines are compared when ARMS_VISUAL=1 (npm test sets it); focused runs skip them.
        define: { __ARMS_VISUAL__: JSON.stringify(process.env.ARMS_VISUAL === '1') },
        test: {
          name: 'storybook',
          // The visual comparison runs in an afterEach hook; on a busy machine it may wait up to 30 s
          // for a stable screenshot and is tried twice (.storybook/vitest.setup.ts), so hooks get more
          // than the 10 s default.
          hookTimeout: 90_000,
          // A screen story loads its route's chunks and mocked data, then plays a journey; with the other
          // projects on the same two cores that can pass the browser mode's 15 s default (CompanyLists >
          // Data took 15 s in CI while its own waits allow 30 s), so stories get the 60 s of the other projects.
          testTimeout: 60_000,
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            // Baselines live beside the sources, not in them: packages/ui/visual-baselines/<Component>/
            // <story file>/<story>-chromium-linux.png (ADR 0177).
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({
                  root: base,
                  testFileDirectory,
                  testFileName,
                  arg,
                  browserName,
                  platform,
                  ext,
                }) =>
                  path.join(
                    baselineDirectory(path.resolve(base, testFileDirectory)),
                    testFileName,
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
          },
        },
      },
      {
        test: {
          name: 'tooling',
          ...lastTwoAtATime,
          root: path.join(root, 'tooling'),
          include: ['*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          ...lastTwoAtATime,
          root: path.join(root, 'e2e'),
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          // Builds the API, keeps its compiled schemas and seeds one data folder that every journey copies.
          globalSetup: ['global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
