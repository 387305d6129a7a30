import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { supportedNodeText, supportsNode } from '../scripts/node-range.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Where Node finds `name` from `dir`: the first `node_modules/<name>` up the (real) tree. */
function resolvePackage(name: string, dir: string): string | undefined {
  for (let at = realpathSync(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Every package a workspace package needs at run time: its `dependencies` and installed
 * `optionalDependencies`, and theirs, as installed. Workspace packages are followed too.
 */
function productionClosure(dir: string, seen = new Map<string, Manifest>()): Map<string, Manifest> {
  const manifest = readManifest(dir);
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})];
  for (const name of names) {
    const found = resolvePackage(name, dir);
    if (!found || seen.has(found)) continue; // An optional dependency for another platform is not installed.
    seen.set(found, readManifest(found));
    productionClosure(found, seen);
  }
  return seen;
}

const workspaceDirs = ['packages', 'apps'].flatMap((parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, parent, entry.name, 'package.json')))
    .map((entry) => path.join(root, parent, entry.name)),
);
const published = workspaceDirs.filter((dir) => !readManifest(dir).private);
/**
 * The workspace packages whose dependencies run on the user's Node: the published packages and the API
 * (`npm start` runs it). A browser app (an `index.html` at its root) is bundled by Vite for the browser.
 */
const onNode = workspaceDirs.filter((dir) => !existsSync(path.join(dir, 'index.html')));
const nameOf = (dir: string) => readManifest(dir).name;
const supported = readManifest(root).engines?.node ?? '';

/** The dependencies whose `engines.node` leaves out part of the supported range. */
function narrower(dirs: string[]): string[] {
  const out = new Set<string>();
  for (const dir of dirs)
    for (const dep of productionClosure(dir).values()) {
      const range = dep.engines?.node;
      if (range && !semver.subset(supported, range)) out.add(`${dep.name}@${dep.version} (node ${range})`);
    }
  return [...out].sort();
}

const apiDir = path.join(root, 'apps/api');
/** `require` as the API's installed dependencies see it. */
const requireFrom = (dir: string) => createRequire(path.join(dir, 'package.json'));

// Issue 17 point 4 (ADR 0174): every dependency that runs on the user's Node (the published packages' and
// the API's) supports the Node range the README states, or the range changes everywhere at once.
describe('given the Node range of the README and every engines field', () => {
  it('should state one range in the root, the API, every published package, the README and the start check', () => {
    expect(semver.validRange(supported)).not.toBeNull();
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(onNode.map(nameOf)).toEqual(expect.arrayContaining(['@arms/api', ...published.map(nameOf)]));
    expect(onNode.map(nameOf)).not.toContain('@arms/employer');
    for (const dir of onNode) expect(readManifest(dir).engines?.node, nameOf(dir)).toBe(supported);
    // The README's words, built from the range: `^20.19.0` is "20.19 or a later 20.x", `>=22.12.0` "22.12 or newer".
    const words = new semver.Range(supported).set
      .map(([low, high]) => {
        const { major, minor } = low!.semver;
        return high ? `Node.js ${major}.${minor} or a later ${major}.x` : `Node.js ${major}.${minor} or newer`;
      })
      .join(', or ');
    expect(words).toBe(supportedNodeText);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ')).toContain(
      `On a machine with ${supportedNodeText}`,
    );
  });

  it('should let `npm start` and `npm test` run on exactly the versions of the range', () => {
    const versions = ['18.20.0', '20.18.3', '20.19.0', '20.20.2', '21.7.3', '22.11.0', '22.12.0', '23.1.0', '24.3.0'];
    for (const version of versions) expect(supportsNode(version), version).toBe(semver.satisfies(version, supported));
    expect(versions.filter(supportsNode)).toEqual(['20.19.0', '20.20.2', '22.12.0', '23.1.0', '24.3.0']);
  });

  it('should find the installed dependencies of the published packages and of the API', () => {
    const ui = published.find((dir) => nameOf(dir) === '@arms/ui')!;
    const names = (dir: string) => [...productionClosure(dir).values()].map((m) => m.name);
    expect(names(ui)).toEqual(expect.arrayContaining(['react-dropzone', 'file-selector', 'downshift', '@arms/domain']));
    expect(names(apiDir)).toEqual(
      expect.arrayContaining([
        '@arms/domain',
        'content-disposition',
        'cookie',
        'light-my-request',
        'glob',
        'lru-cache',
      ]),
    );
  });

  it('should tell a dependency that needs a newer Node than the range', () => {
    expect(semver.subset(supported, '>= 22')).toBe(false);
    expect(semver.subset(supported, '>= 20')).toBe(true);
    // glob, minimatch and lru-cache leave out Node 21: the range leaves it out too.
    expect(semver.subset(supported, '20 || >=22')).toBe(true);
    expect(semver.subset('>=20.19', '20 || >=22')).toBe(false);
  });

  it('should have no production dependency of the API or a published package that needs a newer Node', () => {
    expect(narrower(onNode)).toEqual([]);
  });
});

interface Server {
  register(plugin: unknown, options: object): PromiseLike<unknown>;
  get(
    url: string,
    handler: (
      request: { headers: Record<string, string | undefined> },
      reply: { download(name: string): unknown },
    ) => unknown,
  ): unknown;
  inject(
    options: object,
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }>;
  close(): PromiseLike<unknown>;
}

// The overrides in pnpm-workspace.yaml give @fastify/static content-disposition 2 and light-my-request
// cookie 1 (Node 18+) in place of the majors that say Node 22: the paths that call them still work.
describe('given the overridden content-disposition and cookie', () => {
  const apiRequire = requireFrom(apiDir);
  // Fastify is the API's dependency, not the tools': it is loaded the way the API loads it, typed here
  // by the little these checks call.
  const fastify = apiRequire('fastify') as () => Server;
  const fastifyStatic = apiRequire('@fastify/static') as unknown;

  it('should install the Node 18+ releases where @fastify/static and light-my-request look', () => {
    const staticDir = resolvePackage('@fastify/static', apiDir)!;
    const fastifyDir = resolvePackage('fastify', apiDir)!;
    const lightMyRequest = resolvePackage('light-my-request', fastifyDir)!;
    expect(readManifest(resolvePackage('content-disposition', staticDir)!).version).toMatch(/^2\./);
    expect(readManifest(resolvePackage('cookie', lightMyRequest)!).version).toMatch(/^1\./);
  });

  it('should send reply.download with a Content-Disposition for any file name', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arms-engines-'));
    writeFileSync(path.join(dir, 'hồ sơ "Lan".pdf'), '%PDF-1.4 test');
    const app = fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/cv', (_request, reply) => reply.download('hồ sơ "Lan".pdf'));
    try {
      const response = await app.inject({ method: 'GET', url: '/cv' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('%PDF-1.4 test');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="h? s? \\"Lan\\".pdf"; filename*=UTF-8''h%E1%BB%93%20s%C6%A1%20%22Lan%22.pdf`,
      );
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should send the cookies of app.inject as one Cookie header', async () => {
    const app = fastify();
    app.get('/echo', (request) => ({ cookie: request.headers.cookie }));
    try {
      const response = await app.inject({ method: 'GET', url: '/echo', cookies: { sid: 'a b;c', lang: 'vn' } });
      expect(response.json()).toEqual({ cookie: 'sid=a%20b%3Bc; lang=vn' });
    } finally {
      await app.close();
    }
  });
});
