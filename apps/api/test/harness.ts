import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { LocalStorage } from '../src/files/storage';
import { openDatabase, type Database } from '../src/db/client';
import { SchemaCache } from '../src/schema-cache';

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
/** Budgets high enough that ordinary tests never meet them; the protection tests set their own. */
export const relaxedRateLimits = {
  login: { address: { limit: 10_000, windowMs: 60_000 }, account: { limit: 10_000, windowMs: 60_000 } },
  reset: { address: { limit: 10_000, windowMs: 60_000 }, account: { limit: 10_000, windowMs: 60_000 } },
};

export async function createTestContext(
  overrides: Partial<Omit<BuildAppOptions, 'database' | 'jwtSecret'>> = {},
): Promise<TestContext & { filesDir: string }> {
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
  const filesDir = mkdtempSync(path.join(tmpdir(), 'arms-files-'));
  const app = await buildApp({
    database,
    jwtSecret: testSecret,
    storage: new LocalStorage(filesDir),
    rateLimits: relaxedRateLimits,
    publicUrl: 'https://arms.test',
    // The routes' compiled schemas from the run's global setup (ADR 0171): building the app takes 1 s, not 10.
    schemaController: new SchemaCache(undefined, inject('schemaCacheFile')).reader(),
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    filesDir,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase?.();
      rmSync(filesDir, { recursive: true, force: true });
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
  const res = await requester(() => app)('POST', '/auth', undefined, { email, password, strategy: 'local', portal });
  if (res.statusCode !== 201) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}

/** An HTTP method the API's routes answer. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in caller's headers, as `login` answers them. */
export type Auth = { authorization: string };

/**
 * A body sent byte for byte with its own headers (they join the caller's): a multipart/form-data body
 * as `multipart` of fixtures.ts builds it, or any other as `rawBody` builds it.
 */
export type FormBody = { payload: Buffer; headers: Record<string, string> };

/** A body sent as it is under a content type: malformed JSON, a multipart body cut off or without a boundary, … */
export const rawBody = (payload: string | Buffer, contentType: string): FormBody => ({
  payload: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
  headers: { 'content-type': contentType },
});

const isForm = (body: object | undefined): body is FormBody =>
  body !== undefined && 'payload' in body && Buffer.isBuffer((body as FormBody).payload);

/** What one request may add: the client's address (the rate limits count per address). */
export interface SendOptions {
  remoteAddress?: string;
}

/**
 * The one request helper of the API tests: `send(method, url, auth?, payload?, options?)` calls
 * `/api${url}` on the file's app (read when the call is made, so it can be bound before `beforeAll`
 * builds the app) with the caller's headers (any headers: `auth` may carry others) and, when given, a
 * JSON body, or a body sent as it is (`multipart` of fixtures, `rawBody`; its headers join the caller's).
 * `options.remoteAddress` sets the client's address. `prefix` replaces `/api` for the paths outside the
 * API (`''`: the served app's files, a link the API answers with its full path).
 */
export function requester(app: () => FastifyInstance, { prefix = '/api' }: { prefix?: string } = {}) {
  return (
    method: Method | (string & {}),
    url: string,
    auth?: object,
    payload?: object | FormBody,
    options: SendOptions = {},
  ) => {
    const form = isForm(payload) ? payload : undefined;
    return app().inject({
      method: method as Method,
      url: `${prefix}${url}`,
      headers: (form ? { ...auth, ...form.headers } : auth) as Record<string, string> | undefined,
      ...(form ? { payload: form.payload } : payload ? { payload } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  };
}
