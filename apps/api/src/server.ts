import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, repoRoot } from './db/client';
import { demoAccounts, seedDemo, seedReference } from './db/seed';
import { S3Storage } from './files/s3-storage';
import { LocalStorage } from './files/storage';
import { Outbox, smtpTransport } from './mail/outbox';
import { startAutoRepost } from './services/auto-repost';

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

const logger = { level: process.env.LOG_LEVEL ?? 'info' };
const storage = config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalStorage(config.storage.dir);
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
// One outbox for both apps; its worker delivers due messages every few seconds when SMTP is set.
const outbox = new Outbox(database.db, { transport, from: config.mailFrom });
outbox.start();
// Auto repost of due jobs; safe on several instances (services/auto-repost.ts).
const stopAutoRepost = startAutoRepost(database.db);
const shared = {
  database,
  jwtSecret: config.jwtSecret,
  tokenTtlSeconds: config.tokenTtlSeconds,
  logger,
  storage,
  outbox,
  publicUrl: config.publicUrl,
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

await api.listen({ host: config.host, port: config.port });
await candidate.listen({ host: config.host, port: config.candidatePort });

const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}`;
console.log(`
ARMS is running (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})
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
    stopAutoRepost();
    void Promise.all([api.close(), candidate.close(), outbox.stop()])
      .then(() => {
        transport?.close();
        return database.close();
      })
      .finally(() => process.exit(0));
  });
}
