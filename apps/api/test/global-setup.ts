import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { SchemaCache } from '../src/schema-cache';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, dumped once for every test file to load. */
    pgliteDump: string;
    /** A migrated and seeded PostgreSQL database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
    /** The compiled code of every route's schemas for these sources, which each test file's app reuses. */
    schemaCacheFile: string;
  }
}

/** A hash of everything the routes' schemas are built from: the API's and the domain's sources, the lockfile. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'apps/api/src'));
  walk(path.join(root, 'packages/domain/src'));
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Compiling every route's validators and serializers takes about 5 s per app, and every test file builds
 * one (twice that on a busy machine): the code is generated once per version of the sources (Fastify's
 * standalone mode, as the built server keeps it, ADR 0171) and each test file's app evaluates what it
 * calls. The API and PostgreSQL projects and the fuzzing share the file; an older version's is removed.
 */
async function ensureSchemaCache(): Promise<string> {
  const dir = path.join(root, 'node_modules/.cache/arms-api-schemas');
  const file = path.join(dir, `${sourcesHash()}.json`);
  if (existsSync(file)) return file;
  if (existsSync(dir)) for (const old of readdirSync(dir)) rmSync(path.join(dir, old), { force: true });
  const cache = new SchemaCache(undefined, file);
  const scratch = await openDatabase({ driver: 'pglite' });
  const app = await buildApp({ database: scratch, jwtSecret: 'schema-cache', schemaController: cache.writer() });
  await app.ready();
  cache.save();
  await app.close();
  await scratch.close();
  return file;
}

/**
 * Migrates and seeds once per run (PGlite takes seconds to start): test files then start from a copy,
 * a PGlite dump or a PostgreSQL template database, so each gets a fresh, isolated database quickly.
 */
export default async function setup(project: TestProject) {
  const mode = process.env.ARMS_TEST_DB ?? project.config.env?.ARMS_TEST_DB ?? 'pglite';
  const cleanups: Array<() => Promise<void>> = [];
  project.provide('schemaCacheFile', await ensureSchemaCache());
  if (mode === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('ARMS_TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `arms_tpl_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ driver: 'postgres', url: target.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    await admin.end();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await c.end();
    });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'arms-test-'));
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    await seedDemo(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = path.join(dir, 'seeded.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', file);
    project.provide('pgTemplate', '');
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
