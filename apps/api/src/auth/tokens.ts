import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The claims ARMS puts in an access token. */
export interface AccessClaims {
  sub: string;
  jti: string;
  portal: 'crms' | 'arms';
  iat: number;
  exp: number;
  /** The account's session generation at sign-in: a password change or reset moves it on (issue 19). */
  gen?: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Signs an HS256 JWT access token with a fresh `jti` so that logout can revoke exactly this token. */
export function signAccessToken(
  subject: string,
  portal: 'crms' | 'arms',
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
  generation = 0,
): { token: string; claims: AccessClaims } {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: subject, jti: randomUUID(), portal, iat, exp: iat + ttlSeconds, gen: generation };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${header}.${body}.${sign(`${header}.${body}`, secret)}`, claims };
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.jti === 'string' &&
    (c.portal === 'crms' || c.portal === 'arms') &&
    typeof c.iat === 'number' &&
    typeof c.exp === 'number' &&
    (c.gen === undefined || typeof c.gen === 'number')
  );
}

/**
 * The signatures and claims of tokens already verified, by their signed part (header and claims, not the
 * signature), per secret: the HMAC and the JSON of a token are computed once, not on every request
 * (ADR 0200). Only the token's own bytes are kept, never the caller: revocation, suspension and password
 * changes are still read from the database on every request. A token presented again is compared with
 * the kept signature in constant time, and its expiry is checked against the clock every time. Bounded:
 * emptied when full.
 */
const verified = new Map<string, Map<string, { signature: Buffer; claims: AccessClaims }>>();
const verifiedLimit = 10_000;

/** Verifies signature, algorithm and expiry of an access token. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [head, body, signature] = parts as [string, string, string];
  if (head !== header) return { ok: false, reason: 'invalid' };
  const signed = `${head}.${body}`;
  let known = verified.get(secret);
  const seen = known?.get(signed);
  const actual = Buffer.from(signature);
  if (seen) {
    if (seen.signature.length !== actual.length || !timingSafeEqual(seen.signature, actual))
      return { ok: false, reason: 'invalid' };
    if (seen.claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, claims: seen.claims };
  }
  const expected = Buffer.from(sign(signed, secret));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (!known) verified.set(secret, (known = new Map()));
  if (known.size >= verifiedLimit) known.clear();
  known.set(signed, { signature: expected, claims: Object.freeze(claims) });
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
