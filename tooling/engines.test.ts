import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

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

// Issue 17 point 4 (ADR 0174): every dependency of the published packages supports the Node range the
// README states, or the range changes everywhere at once. (The API's own dependencies are not held here
// yet: ADR 0174 lists the ones that need Node 22.)
describe('given the Node range of the README and every engines field', () => {
  it('should state one range in the root, every published package and the README', () => {
    expect(semver.validRange(supported)).not.toBeNull();
    expect(published.length).toBeGreaterThanOrEqual(3);
    for (const dir of published) expect(readManifest(dir).engines?.node, readManifest(dir).name).toBe(supported);
    const minimum = semver.minVersion(supported)!;
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(
      `Node.js ${minimum.major}.${minimum.minor} or newer`,
    );
  });

  it('should find the dependencies of the published packages installed, react-dropzone among them', () => {
    const ui = published.find((dir) => readManifest(dir).name === '@arms/ui')!;
    const names = [...productionClosure(ui).values()].map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['react-dropzone', 'file-selector', 'downshift', '@arms/domain']));
  });

  it('should tell a dependency that needs a newer Node than the range', () => {
    expect(semver.subset(supported, '>= 22')).toBe(false);
    expect(semver.subset(supported, '>= 20')).toBe(true);
  });

  it('should have no production dependency of a published package that needs a newer Node', () => {
    expect(narrower(published)).toEqual([]);
  });
});
