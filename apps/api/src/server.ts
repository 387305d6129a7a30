import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, repoRoot } from './db/client';
import { demoAccounts, seedDemo, seedReference } from './db/seed';
import { S3Storage } from './files/s3-storage';
import { LocalStorage } from './files/storage';
import { loggerOptions } from './logging';
import { Outbox, smtpTransport } from './mail/outbox';
import { SchemaCache } from './schema-cache';
import { startAutoRepost } from './services/auto-repost';

const started = performance.now();
// The built server (dist/server.js) reuses the compiled schemas of an earlier start (ADR 0171).
const here = fileURLToPath(import.meta.url);
const schemaCache = new SchemaCache(here.endsWith('.js') ? here : undefined);
if (process.env.ARMS_SCHEMA_CACHE_WRITE === '1') {
  // The low-priority child a cold start spawns: compile every route in standalone mode and keep the code.
  const scratch = await openDatabase({ driver: 'pglite' });
  const app = await buildApp({ database: scratch, jwtSecret: 'schema-cache', schemaController: schemaCache.writer() });
  await app.ready();
  schemaCache.save();
  await app.close();
  await scratch.close();
  process.exit(0);
}
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
  : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
await database.migrate();
const seed = process.env.ARMS_DEMO_SEED ?? (config.production ? 'false' : 'true');
if (seed === 'true') await seedDemo(database.db);
else await seedReference(database.db);

const dist = (app: string) => path.join(repoRoot, 'apps', app, 'dist');
const present = (spas: { root: string; prefix: string }[]) =>
  spas.filter((s) => existsSync(path.join(s.root, 'index.html')));

const { logger, requestLogging } = loggerOptions();
const storage = config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.storage.dir);
// A process killed mid-upload leaves its temporary file behind (never a record: the row is written after).
if (storage instanceof LocalStorage) {
  const swept = await storage.sweepPartial(config.partGraceSeconds * 1000);
  if (swept.length > 0) console.log(`Removed ${swept.length} unfinished upload(s) from the storage folder.`);
}
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
// One outbox for both apps; its worker delivers due messages every few seconds when SMTP is set.
const outbox = new Outbox(database.db, { transport, from: config.mailFrom });
outbox.start();
// Auto repost of due jobs; safe on several instances (services/auto-repost.ts).
const stopAutoRepost = startAutoRepost(database.db, config.autoRepostIntervalSeconds * 1000);
const shared = {
  database,
  jwtSecret: config.jwtSecret,
  tokenTtlSeconds: config.tokenTtlSeconds,
  logger,
  requestLogging,
  schemaController: schemaCache.reader(),
  production: config.production,
  hsts: config.hsts,
  trustProxy: config.trustProxy,
  storage,
  outbox,
  publicUrl: config.publicUrl,
  candidatePublicUrl: config.candidatePublicUrl,
  fileUrlSecret: config.fileUrlSecret,
  fileUrlTtlSeconds: config.fileUrlTtlSeconds,
  uploadLimit: config.uploadLimitBytes,
};
const api = await buildApp({
  ...shared,
  spas: present([
    { root: dist('employer'), prefix: '/' },
    { root: dist('arms'), prefix: '/arms/' },
  ]),
});
// The candidate site is a separate host in production; locally it gets its own port and the same API.
const candidate = await buildApp({
  ...shared,
  spas: present([{ root: dist('candidate'), prefix: '/' }]),
});

// Compile every route before a port opens: a listening port answers at once, it never hangs.
await api.ready();
await candidate.ready();
await api.listen({ host: config.host, port: config.port });
await candidate.listen({ host: config.host, port: config.candidatePort });

if (schemaCache.file && !schemaCache.warm && process.env.ARMS_SCHEMA_CACHE !== 'off') {
  // Generating the standalone code takes longer than compiling: a child does it at the lowest priority.
  const child = spawn(process.execPath, [here], {
    env: { ...process.env, ARMS_SCHEMA_CACHE_WRITE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.pid) setPriority(child.pid, 19);
  // It outlives a quick stop (its ~40 s of work then serve every later start); Ctrl+C in the terminal
  // reaches it too, as the same process group.
  child.unref();
}

const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}`;
console.log(`
ARMS is running (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}, ready in ${((performance.now() - started) / 1000).toFixed(1)} s)
  Employer portal      ${base}:${config.port}/
  Administration       ${base}:${config.port}/arms/
  Candidate site       ${base}:${config.candidatePort}/
  API                  ${base}:${config.port}/api  (OpenAPI: packages/api-client/openapi.json)
${
  seed === 'true'
    ? `Demo accounts
  Employer (account administrator)  ${demoAccounts.accountAdmin.email} / ${demoAccounts.accountAdmin.password}
  Platform administrator            ${demoAccounts.platformAdmin.email} / ${demoAccounts.platformAdmin.password}
`
    : ''
}Press Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('\nStopping ARMS...');
    stopAutoRepost();
    void Promise.all([api.close(), candidate.close(), outbox.stop()])
      .then(() => {
        transport?.close();
        return database.close();
      })
      .finally(() => process.exit(0));
  });
}
