// Faults (issue 19 item 6, ADR 0185): PostgreSQL stopped and started under load, SMTP down for a while,
// the API process killed mid-upload. On a private PostgreSQL cluster (a real stop and start, never the
// machine's shared server); run once per `npm test`: in api-pg when TEST_DATABASE_URL is set, else in api.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { demoAccounts, seedDemo } from '../../src/db/seed';
import { LocalStorage } from '../../src/files/storage';
import { Outbox, smtpTransport } from '../../src/mail/outbox';
import {
  privateClusterUnavailable,
  query,
  signIn,
  sleep,
  startApiProcess,
  startPrivateCluster,
  waitFor,
  type PrivateCluster,
} from '../processes';

const unavailable = privateClusterUnavailable();
const once = process.env.ARMS_TEST_DB === 'postgres' || !process.env.TEST_DATABASE_URL;
if (unavailable && once) console.warn(`faults.test.ts: no private PostgreSQL cluster (${unavailable}); skipped`);

/** Every file under `dir`, as keys relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

describe.skipIf(Boolean(unavailable) || !once)('given faults around the API', () => {
  let cluster: PrivateCluster;
  const scratch: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arms-faults-'));
    scratch.push(dir);
    return dir;
  };
  /** A migrated, demo-seeded database on the private cluster, opened in this process. */
  const seeded = async (name: string, poolSize = 10): Promise<Database> => {
    await query(cluster.url(), `CREATE DATABASE ${name}`);
    const database = await openDatabase({ driver: 'postgres', url: cluster.url(name), poolSize });
    await database.migrate();
    await seedDemo(database.db);
    return database;
  };

  beforeAll(async () => {
    cluster = await startPrivateCluster();
  }, 180_000);
  afterAll(() => {
    cluster?.destroy();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('should answer SERVER_DOWN while PostgreSQL is stopped, recover without a restart and lose no acknowledged write', async () => {
    const database = await seeded('faults_pg');
    const app = await buildApp({
      database,
      jwtSecret: 'faults-secret',
      logger: { level: 'error' },
      storage: new LocalStorage(tempDir()),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    let running = true;
    let workers: Array<Promise<void>> = [];
    try {
      const auth = await signIn(base, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
      const headers = { ...auth, 'content-type': 'application/json' };
      const acknowledged: Array<{ id: number; firstName: string }> = [];
      const unexpected: string[] = [];
      let serverDown = 0;
      const worker = async (w: number) => {
        for (let i = 0; running; i++) {
          // Names are letters only: the numbers spelled with a to j.
          const firstName = `Fault${`${w}x${i}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
          const write = i % 2 === 0;
          try {
            const res = write
              ? await fetch(`${base}/resumes`, {
                  method: 'POST',
                  headers,
                  body: JSON.stringify({ firstName, lastName: 'Load' }),
                  signal: AbortSignal.timeout(30_000),
                })
              : await fetch(`${base}/resumes?$limit=5`, { headers: auth, signal: AbortSignal.timeout(30_000) });
            const body = (await res.json()) as { id?: number; error?: string };
            if (res.ok && write) acknowledged.push({ id: body.id!, firstName });
            else if (res.status === 503 && body.error === 'SERVER_DOWN') {
              serverDown += 1;
              await sleep(50);
            } else if (!res.ok) unexpected.push(`${res.status} ${JSON.stringify(body)}`);
          } catch (error) {
            // A hung answer (30 s) or a dropped connection: the API must answer every request.
            unexpected.push(String(error));
          }
        }
      };
      workers = Array.from({ length: 8 }, (_, w) => worker(w));
      await waitFor('writes before the stop', async () => acknowledged.length >= 20 || unexpected.length > 0);
      expect(unexpected).toEqual([]);
      cluster.stop();
      await waitFor('SERVER_DOWN answers while PostgreSQL is stopped', async () => serverDown >= 10);
      const beforeRestart = acknowledged.length;
      cluster.start();
      await waitFor('writes after the start', async () => acknowledged.length >= beforeRestart + 20, 120_000);
      running = false;
      await Promise.all(workers);

      expect(unexpected).toEqual([]);
      expect(serverDown).toBeGreaterThanOrEqual(10);
      const rows = await query<{ id: number; first_name: string }>(
        cluster.url('faults_pg'),
        'select id, first_name from resumes where id = any($1::int[])',
        [acknowledged.map((a) => a.id)],
      );
      const found = new Map(rows.map((r) => [r.id, r.first_name]));
      expect(acknowledged.filter((a) => found.get(a.id) !== a.firstName)).toEqual([]);
    } finally {
      running = false;
      await Promise.all(workers);
      await app.close();
      await database.close();
    }
  }, 300_000);

  it('should deliver every queued mail once SMTP is back, none twice, with two workers', async () => {
    await query(cluster.url(), 'CREATE DATABASE faults_smtp');
    const [one, two] = [
      await openDatabase({ driver: 'postgres', url: cluster.url('faults_smtp'), poolSize: 4 }),
      await openDatabase({ driver: 'postgres', url: cluster.url('faults_smtp'), poolSize: 4 }),
    ];
    await one.migrate();
    const received: string[] = [];
    const smtp = () =>
      new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (c: Buffer) => (raw += c.toString()));
          stream.on('end', () => {
            received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
            callback();
          });
        },
      });
    let server = smtp();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const options = { transport, from: 'ARMS <no-reply@arms.test>', maxAttempts: 100, backoffMs: () => 100 };
    const outboxes = [new Outbox(one.db, options), new Outbox(two.db, options)];
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `Queued ${i}`);
      await outboxes[0]!.enqueue(
        subjects.map((subject) => ({ to: ['a@example.test'], subject, html: subject, text: subject })),
      );
      // SMTP is down: rounds fail and only move the next attempt later.
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(outboxes.map((o) => o.deliverDue()));
        expect(results.reduce((n, r) => n + r.sent, 0)).toBe(0);
        await sleep(150);
      }
      const [counted] = await query<{ pending: number }>(
        cluster.url('faults_smtp'),
        "select count(*)::int as pending from email_outbox where status = 'pending' and attempts > 0",
      );
      expect(counted?.pending).toBe(30);

      server = smtp();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      await waitFor('every message sent', async () => {
        await Promise.all(outboxes.map((o) => o.deliverDue(10)));
        const [row] = await query<{ left: number }>(
          cluster.url('faults_smtp'),
          "select count(*)::int as left from email_outbox where status <> 'sent'",
        );
        return row?.left === 0;
      });
      // A few more rounds on both workers send nothing again.
      for (let round = 0; round < 3; round++) await Promise.all(outboxes.map((o) => o.deliverDue()));
      expect([...received].sort()).toEqual([...subjects].sort());
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await one.close();
      await two.close();
    }
  }, 300_000);

  it('should leave no half-written record and no orphan file when the API is killed mid-upload', async () => {
    await (await seeded('faults_upload', 2)).close();
    const dataDir = tempDir();
    const storageDir = path.join(dataDir, 'files');
    const env = { STORAGE_PART_GRACE_SECONDS: '0' };
    const url = cluster.url('faults_upload');
    let api = await startApiProcess({ databaseUrl: url, dataDir, storageDir, env });
    try {
      const auth = await signIn(api.base, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
      const created = await fetch(`${api.base}/resumes`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Killed', lastName: 'Upload' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };

      // A CV streamed slowly: the multipart head and the first 256 kB of a PDF, then nothing more.
      const boundary = 'arms-fault-boundary';
      const upload = httpRequest(`${api.base}/upload-cv/${id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      upload.on('error', () => undefined);
      upload.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      upload.write(Buffer.alloc(256 * 1024, 'x'));
      await waitFor('the unfinished upload on disk', async () =>
        filesUnder(storageDir).some((f) => f.endsWith('.part')),
      );
      await api.kill();
      upload.destroy();

      const [row] = await query<{ cv_path: string | null }>(url, 'select cv_path from resumes where id = $1', [id]);
      expect(row?.cv_path).toBeNull();
      expect(filesUnder(storageDir).filter((f) => f.endsWith('.part'))).toHaveLength(1);

      api = await startApiProcess({ databaseUrl: url, dataDir, storageDir, env });
      expect(filesUnder(storageDir)).toEqual([]);
      // The restarted API takes the same upload whole; the folder then holds exactly the recorded file.
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'cv.pdf');
      const again = await fetch(`${api.base}/upload-cv/${id}`, { method: 'POST', headers: auth, body: form });
      expect(again.status).toBe(200);
      const [after] = await query<{ cv_path: string }>(url, 'select cv_path from resumes where id = $1', [id]);
      expect(filesUnder(storageDir)).toEqual([after!.cv_path]);
    } finally {
      await api.kill();
    }
  }, 1_200_000);
});
