import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory, dumped once for every test file to load. */
    pgliteDump: string;
    /** A migrated and seeded PostgreSQL database each test file copies with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per run (PGlite takes seconds to start): test files then start from a copy,
 * a PGlite dump or a PostgreSQL template database, so each gets a fresh, isolated database quickly.
 */
export default async function setup(project: TestProject) {
  const mode = process.env.ARMS_TEST_DB ?? project.config.env?.ARMS_TEST_DB ?? 'pglite';
  const cleanups: Array<() => Promise<void>> = [];
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
