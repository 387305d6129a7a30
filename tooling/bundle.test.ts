import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudgets, precompress, routeSizes } from '../scripts/bundle.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'arms-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Incompressible bytes, so raw and gzip sizes move together and the sums are easy to check.
const noise = (n: number) => randomBytes(n);
function write(file: string, body: Buffer | string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), body);
}

describe('given a Vite manifest with an entry, a shared chunk and lazily loaded screens', () => {
  write('assets/index.js', noise(4000));
  write('assets/vendor.js', noise(3000));
  write('assets/Login.js', noise(1000));
  write('assets/Jobs.js', noise(2000));
  write('assets/table.js', noise(5000));
  write('assets/index.css', 'body{color:red}'.repeat(200));
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        dynamicImports: ['src/screens/LoginScreen.tsx', 'src/screens/JobsScreen.tsx'],
        css: ['assets/index.css'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/screens/LoginScreen.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['_vendor.js'] },
      'src/screens/JobsScreen.tsx': { file: 'assets/Jobs.js', isDynamicEntry: true, imports: ['_table.js'] },
      '_table.js': { file: 'assets/table.js' },
    }),
  );
  const routes = routeSizes(dir);

  it('should count the entry with its static imports, and each lazy screen on top of it', () => {
    expect(routes.map((r) => [r.route, r.raw, r.chunks])).toEqual([
      ['entry', 7000, 2],
      ['JobsScreen', 14000, 4],
      ['LoginScreen', 8000, 3],
    ]);
    for (const r of routes) expect(r.gzip).toBeGreaterThan(r.raw * 0.95);
  });

  it('should flag only the routes its budget names that exceed it', () => {
    const { over, lines } = checkBudgets('employer', routes, [{ routes: /^(entry|.*login.*)$/i, gzipKb: 7.5 }]);
    expect(over.map((r) => r.route)).toEqual(['LoginScreen']);
    expect(lines.find((l) => l.includes('JobsScreen'))).not.toMatch(/budget|OVER/);
  });

  it('should write brotli and gzip copies that decompress to the original, skipping small files', () => {
    write('robots.txt', 'User-agent: *\nDisallow: /\n');
    precompress(dir);
    const original = readFileSync(path.join(dir, 'assets/index.css'));
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index.css.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets/index.css.br')))).toEqual(original);
    expect(() => readFileSync(path.join(dir, 'robots.txt.gz'))).toThrow();
    expect(() => readFileSync(path.join(dir, '.vite/manifest.json.gz'))).toThrow();
  });
});
