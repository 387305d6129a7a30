import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isTokenExpired, type TokenKind } from '@arms/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { candidateTokens } from '../db/schema';
import { ApiError, fail } from '../http/errors';

/** The kinds of candidate link (section 9) and their domain token lifetimes. */
export type CandidateLinkKind = TokenKind;

const sign = (secret: string, id: string, kind: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`${id}\n${kind}\n${issuedAt}`).digest('base64url');

/**
 * Issues a signed candidate link token (docs/decisions/0053): `<id>.<signature>`, the id naming a
 * stored row that records what the token reads and, once, its answer.
 */
export async function issueCandidateToken(
  db: Db,
  secret: string,
  kind: CandidateLinkKind,
  target: { companyId: number; jobId?: number | null; jobResumeId?: number | null; email: string },
  now: Date,
): Promise<string> {
  const id = randomUUID().replace(/-/g, '');
  const issuedAt = Math.floor(now.getTime() / 1000);
  await db.insert(candidateTokens).values({ id, kind, ...target, issuedAt: new Date(issuedAt * 1000) });
  return `${id}.${sign(secret, id, kind, issuedAt)}`;
}

type TokenRow = typeof candidateTokens.$inferSelect;

/**
 * Reads a candidate link token: a tampered, unknown, other-kind or already answered token is
 * INVALID_TOKEN; an expired one TOKEN_IS_EXPIRED (section 8 token helper); an answered one 409.
 */
export async function readCandidateToken(
  db: Db,
  secret: string,
  kind: CandidateLinkKind,
  token: string,
  now: Date,
): Promise<TokenRow> {
  const [id, signature] = token.split('.');
  if (!id || !signature || !/^[0-9a-f]{32}$/.test(id)) throw fail('INVALID_TOKEN');
  const [row] = await db.select().from(candidateTokens).where(eq(candidateTokens.id, id));
  if (!row || row.kind !== kind) throw fail('INVALID_TOKEN');
  const expected = Buffer.from(sign(secret, id, kind, Math.floor(row.issuedAt.getTime() / 1000)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw fail('INVALID_TOKEN');
  // A used link says so even once it has expired: the visitor learns their answer arrived.
  if (row.usedAt) throw alreadyAnswered(kind);
  if (isTokenExpired(kind, row.issuedAt, now)) throw fail('TOKEN_IS_EXPIRED');
  return row;
}

/**
 * A link that already took its answer (docs/decisions/0160): 409, JOBS_ALREADY_APPLIED for an
 * invitation, INVALID_TOKEN for feedback, each with the detail `candidateLink.alreadyAnswered`.
 */
export function alreadyAnswered(kind: CandidateLinkKind): ApiError {
  return new ApiError(kind === 'invitation' ? 'JOBS_ALREADY_APPLIED' : 'LINK_ALREADY_ANSWERED', [
    { field: 'token', code: 'candidateLink.alreadyAnswered' },
  ]);
}

/** Records the one answer of a token in the caller's transaction; a concurrent second answer loses. */
export async function consumeCandidateToken(
  db: Db,
  kind: CandidateLinkKind,
  id: string,
  answer: unknown,
  now: Date,
): Promise<void> {
  const done = await db
    .update(candidateTokens)
    .set({ usedAt: now, answer })
    .where(and(eq(candidateTokens.id, id), isNull(candidateTokens.usedAt)))
    .returning({ id: candidateTokens.id });
  if (done.length === 0) throw alreadyAnswered(kind);
}
