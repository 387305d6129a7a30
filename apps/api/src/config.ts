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
  };
}
