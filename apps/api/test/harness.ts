import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export const testSecret = 'test-secret-for-signing-only';

/**
 * A fresh copy of the migrated, seeded database (PGlite by default; PostgreSQL when the project
 * runs with ARMS_TEST_DB=postgres) and an app built on it, for one test file.
 */
export async function createTestContext(): Promise<TestContext> {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.ARMS_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `arms_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await openDatabase({ driver: 'postgres', url: target.toString(), poolSize: 4 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    const client = await PGlite.create({ loadDataDir: dump });
    database = await openDatabase({ driver: 'pglite', client });
  }
  const app = await buildApp({ database, jwtSecret: testSecret });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

/** Signs in through the real `POST /auth` and answers the bearer header. */
export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  portal: 'crms' | 'arms' = 'crms',
): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password, strategy: 'local', portal },
  });
  if (res.statusCode !== 201) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}
