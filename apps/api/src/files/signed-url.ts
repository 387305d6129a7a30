import { createHmac, timingSafeEqual } from 'node:crypto';

/** A download link's parameters (`GET /files/download`). */
export interface SignedFile {
  key: string;
  /** Unix seconds after which the link is refused. */
  expires: number;
  /** The file name the browser saves. */
  name: string;
  sig: string;
}

function mac(secret: string, key: string, expires: number, name: string): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}\n${name}`).digest('base64url');
}

/** Signs a short-lived download link for a stored file (ARCHITECTURE.md: PII is never public). */
export function signFileUrl(
  prefix: string,
  secret: string,
  file: { key: string; name: string },
  ttlSeconds: number,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const params = new URLSearchParams({
    key: file.key,
    expires: String(expires),
    name: file.name,
    sig: mac(secret, file.key, expires, file.name),
  });
  return { url: `${prefix}/files/download?${params.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Checks a download link: 'invalid' (tampered or foreign), 'expired', or ok. */
export function verifyFileUrl(secret: string, file: SignedFile, now = Date.now()): 'ok' | 'invalid' | 'expired' {
  const expected = Buffer.from(mac(secret, file.key, file.expires, file.name));
  const actual = Buffer.from(file.sig);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  return file.expires * 1000 < now ? 'expired' : 'ok';
}
