import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens } from '../db/schema';
import { fail } from '../http/errors';

/** Lifetimes of the account links: the reset link expires in 2 hours (section 8), verification in 2 days. */
export const accountTokenLifetimes = { reset: 2 * 3600, verify: 2 * 86_400 } as const;
export type AccountTokenKind = keyof typeof accountTokenLifetimes;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a single-use link token; only its hash is stored. Earlier unused tokens of that kind are voided. */
export async function issueAccountToken(db: Db, userId: number, kind: AccountTokenKind, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: digest(token),
    expiresAt: new Date(now.getTime() + accountTokenLifetimes[kind] * 1000),
    createdAt: now,
  });
  return token;
}

/** Finds a link token: INVALID_TOKEN when unknown, INVALID_RESET_TOKEN when used, TOKEN_IS_EXPIRED when late. */
export async function findAccountToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(eq(userTokens.tokenHash, digest(token)));
  if (!row) throw fail('INVALID_TOKEN');
  if (row.usedAt) throw fail('INVALID_RESET_TOKEN');
  if (row.expiresAt.getTime() <= now.getTime()) throw fail('TOKEN_IS_EXPIRED');
  return row;
}

/** Marks a link token used; answers false when another request used it first (single use). */
export async function consumeAccountToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}
