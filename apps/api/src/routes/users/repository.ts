import { randomBytes } from 'node:crypto';
import { normaliseEmail, type Lang } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { issueAccountToken } from '../../auth/account-tokens';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { companies, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { isUniqueViolation } from '../../http/validation';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { iso } from '../../http/kit';

export const accountColumns = { user: users, staff, company: companies };
type Row = {
  user: typeof users.$inferSelect;
  staff: typeof staff.$inferSelect | null;
  company: typeof companies.$inferSelect | null;
};

/** The administration portal's view of an account. */
export function toUserAccount({ user, staff: s, company }: Row) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.roles,
    gender: user.gender,
    lang: user.lang,
    companyId: s?.companyId ?? null,
    companyName: company?.name ?? null,
    status: s?.status ?? 0,
    permissions: s?.permissions ?? [],
    emailVerified: user.emailVerifiedAt !== null,
    lastLoginAt: iso(user.lastLoginAt),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The staff record as section 3 describes it (permission items carry `userPermission`). */
export function toStaffUser({ user, staff: s, company }: Row & { staff: typeof staff.$inferSelect }) {
  return {
    id: s.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    status: s.status,
    companyId: s.companyId,
    company: company ? { id: company.id, name: company.name, status: company.status } : null,
    permissionGroup: s.permissionGroup,
    permission: s.permissions.map((p) => ({ userPermission: p })),
    isFirstTimeLogin: s.isFirstTimeLogin,
    acceptTermDate: iso(s.acceptTermDate),
    isPrimary: s.isPrimary,
    user: { id: user.id, email: user.email, role: user.roles },
    createdAt: s.createdAt.toISOString(),
  };
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName?: string;
  roles: string[];
  companyId: number | null;
  permissions: string[];
  permissionGroup?: string | null;
  lang?: Lang;
  isPrimary?: boolean;
  /** Set for self sign-up; otherwise the account gets an unusable password and a create-password email. */
  password?: string;
}

/**
 * Creates an account and its staff record in the caller's transaction, and queues the verification
 * email (create-password link). EMAIL_EXISTED when the address is taken.
 */
export async function createAccount(tx: Db, services: Services, input: NewAccount): Promise<number> {
  const email = normaliseEmail(input.email);
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw fail('EMAIL_EXISTED');
  const passwordHash = await hashPassword(input.password ?? randomBytes(24).toString('base64url'));
  let userId: number;
  try {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: (input.lastName ?? '').trim(),
        roles: input.roles,
        lang: input.lang ?? 'en',
      })
      .returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('EMAIL_EXISTED');
    throw error;
  }
  await tx.insert(staff).values({
    userId,
    companyId: input.companyId,
    permissions: input.permissions,
    permissionGroup: input.permissionGroup ?? null,
    isPrimary: input.isPrimary ?? false,
    status: 1,
  });
  const token = await issueAccountToken(tx, userId, 'verify', services.now());
  await sendTemplate(tx, services.outbox, 'verifyEmail', input.lang ?? 'en', email, {
    firstName: input.firstName,
    email,
    link: `${services.publicUrl}/create-password?token=${token}`,
  });
  return userId;
}
