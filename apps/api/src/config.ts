import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './db/client';

export interface Config {
  host: string;
  port: number;
  candidatePort: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  production: boolean;
  /** nodemailer SMTP URL; unset: emails are only recorded in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the portals are reached, for links in emails. */
  publicUrl: string;
  /** Where candidates and hiring managers reach the candidate site, for its links in emails. */
  candidatePublicUrl: string;
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        pathStyle: boolean;
      };
  fileUrlSecret: string | undefined;
  fileUrlTtlSeconds: number;
  uploadLimitBytes: number;
  /** STORAGE_PART_GRACE_SECONDS: at start, unfinished uploads (`*.part`) untouched this long are removed. */
  partGraceSeconds: number;
  /** AUTO_REPOST_INTERVAL_SECONDS: how often each instance looks for jobs due for a repost. */
  autoRepostIntervalSeconds: number;
  /** HSTS=true: HSTS and upgrade-insecure-requests on every answer, not only on HTTPS requests. */
  hsts: boolean;
  /** TRUST_PROXY: Fastify's trustProxy (`true`, or the proxies' addresses), so HTTPS behind a proxy is seen. */
  trustProxy: boolean | string | undefined;
}

function trustProxy(value: string | undefined): boolean | string | undefined {
  if (!value) return undefined;
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when STORAGE_DRIVER=s3`);
  return value;
}

/**
 * Reads the server's settings from the environment. Secrets come from the environment; for the
 * embedded single-machine default only, a missing JWT_SECRET is generated once and kept under .data/.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.ARMS_DATA_DIR ?? path.join(repoRoot, '.data'));
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
    const file = path.join(dataDir, 'jwt-secret');
    if (existsSync(file)) jwtSecret = readFileSync(file, 'utf8').trim();
    else {
      mkdirSync(dataDir, { recursive: true });
      jwtSecret = randomBytes(32).toString('base64url');
      writeFileSync(file, jwtSecret, { mode: 0o600 });
    }
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    candidatePort: Number(env.CANDIDATE_PORT ?? 3001),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 86_400),
    production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'ARMS <no-reply@arms.local>',
    publicUrl: env.PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 3000}`,
    candidatePublicUrl: env.CANDIDATE_PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.CANDIDATE_PORT ?? 3001}`,
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: required(env, 'S3_ENDPOINT'),
            region: env.S3_REGION ?? 'us-east-1',
            bucket: required(env, 'S3_BUCKET'),
            accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
            secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
            pathStyle: env.S3_PATH_STYLE !== 'false',
          }
        : { driver: 'local', dir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')) },
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    fileUrlTtlSeconds: Number(env.FILE_URL_TTL_SECONDS ?? 300),
    uploadLimitBytes: Number(env.UPLOAD_MAX_MB ?? 10) * 1024 * 1024,
    partGraceSeconds: Number(env.STORAGE_PART_GRACE_SECONDS ?? 600),
    autoRepostIntervalSeconds: Number(env.AUTO_REPOST_INTERVAL_SECONDS ?? 900),
    hsts: env.HSTS === 'true',
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
