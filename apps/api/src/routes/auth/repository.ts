import type { Lang } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { consumeAccountToken, issueAccountToken } from '../../auth/account-tokens';
import { endSessions } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { companies, loginLogs, revokedTokens, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import type { Outbox } from '../../mail/outbox';
import { sendTemplate } from '../../mail/render';

/**
 * The auth folder's repository (docs/decisions/0196, 0204): the account with its staff record and
 * company, the sign-in log, revocation at sign-out, and the account actions' writes (a password set, a
 * reset or verification link issued with its email in one transaction).
 */

export type UserRow = {
  user: typeof users.$inferSelect;
  staff: typeof staff.$inferSelect | null;
  company: typeof companies.$inferSelect | null;
};

/** Loads an account with its staff record and company. */
export async function loadUserRow(db: Db, where: { id: number } | { email: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users, staff, company: companies })
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(companies, eq(companies.id, staff.companyId))
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email));
  return row;
}

export interface LoginAttempt {
  userId: number | null;
  email: string;
  portal: string;
  ip: string;
  userAgent: string | null;
  at: Date;
}

/** One line of the sign-in log (the administration portal's user logs): who, where from, and the outcome. */
export async function recordLogin(db: Db, attempt: LoginAttempt, success: boolean, code: string | null) {
  const { at, ...fields } = attempt;
  await db.insert(loginLogs).values({ ...fields, success, code, createdAt: at });
}

/** Stamps the account's last sign-in. */
export async function markSignedIn(db: Db, userId: number, at: Date) {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** Revokes one access token by its `jti` until it would have expired (sign-out). */
export async function revokeToken(db: Db, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/**
 * Sets an account's password and ends its sessions, but the one of `keepJti` (the caller's own when it
 * changes its password while signed in; none for the account actions).
 */
export async function setPassword(db: Db, userId: number, passwordHash: string, at: Date, keepJti: string | null) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: at, ...endSessions(keepJti) })
    .where(eq(users.id, userId));
}

/**
 * Uses a reset or verification token: sets the password, verifies the address and ends every session,
 * in one transaction with the token's use (INVALID_RESET_TOKEN when it was already used).
 */
export async function resetPasswordWithToken(
  db: Db,
  token: { id: number; userId: number },
  passwordHash: string,
  at: Date,
) {
  await db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, token.id, at))) throw fail('INVALID_RESET_TOKEN');
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: at, updatedAt: at, ...endSessions(null) })
      .where(eq(users.id, token.userId));
  });
}

type LinkUser = { id: number; email: string; firstName: string };

/** The email of each account link: its template and what the template names. */
const accountLinkEmails = {
  reset: { template: 'resetPassword', params: (user: LinkUser, link: string) => ({ firstName: user.firstName, link }) },
  verify: {
    template: 'verifyEmail',
    params: (user: LinkUser, link: string) => ({ firstName: user.firstName, email: user.email, link }),
  },
} as const;

/**
 * Issues a single-use account link (`reset`: a password reset; `verify`: verify the address and create
 * a password) and queues its email, in one transaction.
 */
export async function sendAccountLink(
  db: Db,
  outbox: Outbox,
  kind: keyof typeof accountLinkEmails,
  user: LinkUser,
  lang: Lang,
  link: (token: string) => string,
  at: Date,
) {
  const email = accountLinkEmails[kind];
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user.id, kind, at);
    await sendTemplate(tx, outbox, email.template, lang, user.email, email.params(user, link(token)));
  });
}
