import { randomBytes } from 'node:crypto';
import { normaliseEmail, type Lang } from '@arms/domain';
import { and, eq, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { issueAccountToken } from '../../auth/account-tokens';
import { assertGrantable } from '../../auth/grants';
import { hashPassword } from '../../auth/password';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { bccEmails, companies, jobResumes, jobs, staff, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { isUniqueViolation } from '../../http/validation';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { loadUserRow } from '../auth/repository';
import { sessionUser } from '../auth/session';
import type { CreateStaffBody, CreateUserBody, UpdateStaffBody } from './schemas';

/**
 * The users folder's repository (docs/decisions/0196, 0204): accounts (the platform administrator's
 * staff management), the employers' staff records, access levels, the caller's own record, company
 * users and the terms acceptance reset. Staff records are scoped to the caller's company, except for
 * the platform administrator.
 */

export const accountColumns = { user: users, staff, company: companies };
type Row = {
  user: typeof users.$inferSelect;
  staff: typeof staff.$inferSelect | null;
  company: typeof companies.$inferSelect | null;
};
type StaffRow = Row & { staff: typeof staff.$inferSelect };

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
export function toStaffUser({ user, staff: s, company }: StaffRow) {
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

/** A staff record the caller may manage: its own company's, or any for the platform administrator; else 404. */
export function staffScope(auth: AuthContext): SQL | undefined {
  return auth.roles.includes('arms_admin') ? undefined : eq(staff.companyId, tenantScope(auth).companyId);
}

// ----- accounts: the platform administrator's staff management -----

export const userList = defineList({
  fields: {
    id: { column: users.id, kind: 'integer' },
    email: { column: users.email, kind: 'string' },
    firstName: { column: users.firstName, kind: 'string' },
    lastName: { column: users.lastName, kind: 'string' },
    companyId: { column: staff.companyId, kind: 'integer' },
    status: { column: staff.status, kind: 'integer' },
    lastLoginAt: { column: users.lastLoginAt, kind: 'date-time' },
    createdAt: { column: users.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name or email, any case (staff management search)',
      where: (value) =>
        or(contains(users.firstName, value), contains(users.lastName, value), contains(users.email, value))!,
    },
    role: {
      kind: 'string',
      description: 'Accounts holding this role (arms_admin: the platform staff)',
      where: (value) => sql`${String(value)} = any(${users.roles})`,
    },
  },
  // Section 9: the administration portal's lists sort status descending, then name ascending.
  defaultSort: [
    ['status', -1],
    ['firstName', 1],
    ['lastName', 1],
    ['id', 1],
  ],
  allowAll: true,
});

/** One page of every account, with its staff record and company. */
export async function listAccounts(db: Db, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...accountColumns, total: windowTotal })
      .from(users)
      .leftJoin(staff, eq(staff.userId, users.id))
      .leftJoin(companies, eq(companies.id, staff.companyId))
      .where(list.where)
      .orderBy(...list.orderBy),
    toUserAccount,
  );
}

/** One account as the administration portal shows it, or NO_RECORD_FOUND_FOR_ID. */
export async function getAccount(db: Db, id: number) {
  const row = await loadUserRow(db, { id });
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return toUserAccount(row);
}

/** Whether an account already uses this (normalised) address. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** The active BCC addresses copied on custom emails. */
export async function activeBccAddresses(db: Db): Promise<string[]> {
  const rows = await db.select({ name: bccEmails.name }).from(bccEmails).where(eq(bccEmails.status, 1));
  return rows.map((r) => r.name);
}

/**
 * Creates an account (the platform administrator's form): a platform administrator belongs to no company,
 * any other account names its company (VALIDATION_ERROR on companyId without one), which must exist
 * (COMPANY_NOT_FOUND), in one transaction with the account, its staff record and the verification email.
 */
export async function createUser(db: Db, services: Services, body: Static<typeof CreateUserBody>) {
  const isAdmin = (body.role as string[]).includes('arms_admin');
  const companyId = isAdmin ? null : (body.companyId ?? null);
  if (!isAdmin && companyId === null) {
    throw fail('VALIDATION_ERROR', [{ field: 'companyId', code: 'validation.required' }]);
  }
  const input: NewAccount = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    roles: body.role,
    companyId,
    permissions: body.permissions ?? [],
    lang: body.lang,
  };
  const id = await db.transaction(async (tx) => {
    if (input.companyId !== null) {
      const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
      if (!company) throw fail('COMPANY_NOT_FOUND');
    }
    return createAccount(tx, services, input);
  });
  return toUserAccount((await loadUserRow(db, { id }))!);
}

/** The roles an account holds now (none when it does not exist). */
export async function rolesOf(db: Db, id: number): Promise<string[]> {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, id));
  return row?.roles ?? [];
}

export interface AccountChanges {
  profile: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'gender' | 'emailSign' | 'lang'>>;
  roles?: string[];
  status?: 0 | 1;
  permissions?: string[];
}

/** Changes an account and its staff record in one transaction (NO_RECORD_FOUND_FOR_ID when it does not exist). */
export async function updateAccount(db: Db, id: number, changes: AccountChanges, at: Date) {
  const { profile, roles, status, permissions } = changes;
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
    await tx
      .update(users)
      .set({ ...profile, ...(roles ? { roles } : {}), updatedAt: at })
      .where(eq(users.id, id));
    if (status !== undefined || permissions) {
      await tx
        .update(staff)
        .set({
          ...(status !== undefined ? { status } : {}),
          ...(permissions ? { permissions } : {}),
          updatedAt: at,
        })
        .where(eq(staff.userId, id));
    }
  });
  return toUserAccount((await loadUserRow(db, { id }))!);
}

/** Suspends an account's staff record (history is kept); NO_RECORD_FOUND_FOR_ID without one. */
export async function deactivateAccount(db: Db, userId: number, at: Date) {
  const rows = await db
    .update(staff)
    .set({ status: 0, updatedAt: at })
    .where(eq(staff.userId, userId))
    .returning({ id: staff.id });
  if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
}

// ----- the signed-in user's own password and staff record -----

/** Accepts the terms of use or finishes onboarding on the caller's staff record; answers the session user. */
export async function updateMyStaffRecord(
  db: Db,
  userId: number,
  changes: { acceptTerms?: true; isFirstTimeLogin?: false },
  at: Date,
) {
  await db
    .update(staff)
    .set({
      ...(changes.acceptTerms ? { acceptTermDate: at } : {}),
      ...(changes.isFirstTimeLogin === false ? { isFirstTimeLogin: false } : {}),
      updatedAt: at,
    })
    .where(eq(staff.userId, userId));
  return sessionUser((await loadUserRow(db, { id: userId }))!);
}

// ----- access levels -----

/** The permissions of a user's staff record the caller may manage, or NO_RECORD_FOUND_FOR_ID. */
async function staffPermissions(db: Db, auth: AuthContext, userId: number) {
  const [row] = await db
    .select({ id: staff.id, permissions: staff.permissions })
    .from(staff)
    .where(and(eq(staff.userId, userId), staffScope(auth)));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/** Adds a permission to a user's access level (one the caller may grant); answers the permissions after. */
export async function grantPermission(db: Db, auth: AuthContext, userId: number, permission: string, at: Date) {
  const row = await staffPermissions(db, auth, userId);
  assertGrantable(auth, { permissions: [permission], currentPermissions: row.permissions });
  const next = [...new Set([...row.permissions, permission])];
  await db.update(staff).set({ permissions: next, updatedAt: at }).where(eq(staff.id, row.id));
  return { userId, permissions: next };
}

/** Removes a permission from a user's access level; answers the permissions after. */
export async function revokePermission(db: Db, auth: AuthContext, userId: number, permission: string, at: Date) {
  const row = await staffPermissions(db, auth, userId);
  const next = row.permissions.filter((p) => p !== permission);
  await db.update(staff).set({ permissions: next, updatedAt: at }).where(eq(staff.id, row.id));
  return { userId, permissions: next };
}

// ----- staff records: an employer's users (rms-users) -----

export const staffList = defineList({
  fields: {
    id: { column: staff.id, kind: 'integer' },
    userId: { column: staff.userId, kind: 'integer' },
    companyId: { column: staff.companyId, kind: 'integer' },
    status: { column: staff.status, kind: 'integer' },
    firstName: { column: users.firstName, kind: 'string' },
    lastName: { column: users.lastName, kind: 'string' },
    email: { column: users.email, kind: 'string' },
    isFirstTimeLogin: { column: staff.isFirstTimeLogin, kind: 'boolean' },
    createdAt: { column: staff.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['firstName', 1],
    ['id', 1],
  ],
  allowAll: true,
  // The staff record's filter flags (spec section 3): assigned to a job of their company, and
  // having nominated a resume; and the users list's text search.
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the first name, last name, full name or email, any case',
      where: (value) => {
        const text = String(value).trim();
        return or(
          contains(users.firstName, text),
          contains(users.lastName, text),
          contains(sql`(${users.firstName} || ' ' || ${users.lastName})`, text),
          contains(users.email, text),
        )!;
      },
    },
    isAssigned: {
      kind: 'boolean',
      description: 'true: assigned to at least one job of the company; false: to none',
      where: (value) => {
        const assigned = sql`exists (select 1 from ${jobs} where ${jobs.companyId} = ${staff.companyId} and ${staff.id} = any(${jobs.teamAssignment}))`;
        return value ? assigned : not(assigned);
      },
    },
    isNominated: {
      kind: 'boolean',
      description: 'true: has nominated at least one resume; false: none',
      where: (value) => {
        const nominated = sql`exists (select 1 from ${jobResumes} where ${jobResumes.createdBy} = ${staff.userId})`;
        return value ? nominated : not(nominated);
      },
    },
  },
});

/** One page of the staff records the caller may manage. */
export async function listStaff(db: Db, auth: AuthContext, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...accountColumns, total: windowTotal })
      .from(staff)
      .innerJoin(users, eq(users.id, staff.userId))
      .leftJoin(companies, eq(companies.id, staff.companyId))
      .where(and(staffScope(auth), list.where))
      .orderBy(...list.orderBy),
    (row) => toStaffUser(row),
  );
}

/** A staff record with its account and company, within `scope` (undefined: any), or NO_RECORD_FOUND_FOR_ID. */
export async function loadStaff(db: Db, id: number, scope: SQL | undefined): Promise<StaffRow> {
  const [row] = await db
    .select(accountColumns)
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .leftJoin(companies, eq(companies.id, staff.companyId))
    .where(and(eq(staff.id, id), scope));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return { ...row, staff: row.staff! };
}

/** Adds a user to a company: the account, its staff record and its create-password email, in one transaction. */
export async function createStaffUser(
  db: Db,
  services: Services,
  companyId: number,
  body: Static<typeof CreateStaffBody>,
) {
  const input: NewAccount = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    roles: body.role,
    companyId,
    permissions: body.permissions ?? [],
    permissionGroup: body.permissionGroup,
    lang: body.lang,
  };
  const userId = await db.transaction((tx) => createAccount(tx, services, input));
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userId, userId));
  return toStaffUser(await loadStaff(db, row!.id, undefined));
}

export interface StaffChanges {
  firstName?: string;
  lastName?: string;
  roles?: string[];
  status?: 0 | 1;
  permissions?: string[];
  permissionGroup?: string | null;
}

/**
 * USER_NOT_ALLOWED unless the caller may make this change to a staff record: not deactivate themselves,
 * grant only roles and permissions they may give (`assertGrantable`), and keep the company's primary user
 * active and an account administrator.
 */
export function assertStaffChange(auth: AuthContext, current: StaffRow, changes: Static<typeof UpdateStaffBody>) {
  const { role, status, permissions } = changes;
  if (current.user.id === auth.userId && status === 0) throw fail('USER_NOT_ALLOWED');
  assertGrantable(auth, {
    targetUserId: current.user.id,
    roles: role,
    currentRoles: current.user.roles,
    permissions,
    currentPermissions: current.staff.permissions,
  });
  if (current.staff.isPrimary && (status === 0 || (role && !(role as string[]).includes('account_admin')))) {
    throw fail('USER_NOT_ALLOWED');
  }
}

/** Changes a staff record and its account in one transaction; answers the record within `scope`. */
export async function updateStaffUser(
  db: Db,
  current: StaffRow,
  changes: StaffChanges,
  scope: SQL | undefined,
  at: Date,
) {
  const { firstName, lastName, roles, status, permissions, permissionGroup } = changes;
  await db.transaction(async (tx) => {
    if (firstName !== undefined || lastName !== undefined || roles) {
      await tx
        .update(users)
        .set({
          ...(firstName !== undefined ? { firstName } : {}),
          ...(lastName !== undefined ? { lastName } : {}),
          ...(roles ? { roles } : {}),
          updatedAt: at,
        })
        .where(eq(users.id, current.user.id));
    }
    await tx
      .update(staff)
      .set({
        ...(status !== undefined ? { status } : {}),
        ...(permissions ? { permissions } : {}),
        ...(permissionGroup !== undefined ? { permissionGroup } : {}),
        updatedAt: at,
      })
      .where(eq(staff.id, current.staff.id));
  });
  return toStaffUser(await loadStaff(db, current.staff.id, scope));
}

/** Suspends a staff record. */
export async function deactivateStaff(db: Db, staffId: number, at: Date) {
  await db.update(staff).set({ status: 0, updatedAt: at }).where(eq(staff.id, staffId));
}

/** The active users of a company, by first name (for assignment pickers). */
export async function activeCompanyUsers(db: Db, companyId: number) {
  return db
    .select({
      id: staff.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.roles,
    })
    .from(staff)
    .innerJoin(users, eq(users.id, staff.userId))
    .where(and(eq(staff.companyId, companyId), eq(staff.status, 1)))
    .orderBy(users.firstName, users.id);
}

// ----- the terms acceptance reset -----

/**
 * The company whose terms acceptance the caller resets: the one the platform administrator names
 * (MISSING_REQUIRED_FIELD without one), else the caller's own (ARMS_NOT_ALLOWED without a company); another
 * company's id reads as a company that does not exist (no tenant is revealed).
 */
export function termResetCompany(auth: AuthContext, body: { companyId?: number }): number {
  if (auth.roles.includes('arms_admin')) {
    if (body.companyId === undefined)
      throw fail('MISSING_REQUIRED_FIELD', [{ field: 'companyId', code: 'validation.general.required' }]);
    return body.companyId;
  }
  if (auth.companyId === null) throw fail('ARMS_NOT_ALLOWED');
  if (body.companyId !== undefined && body.companyId !== auth.companyId)
    throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'companyId', code: 'validation.notFound' }]);
  return auth.companyId;
}

/**
 * Clears acceptTermDate of a company's staff (all, or the staff ids given) so they accept the terms of
 * use again; NO_RECORD_FOUND_FOR_ID (on companyId) when the company does not exist. Answers how many.
 */
export async function resetTerms(db: Db, companyId: number, staffIds: number[] | undefined, at: Date) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'companyId', code: 'validation.notFound' }]);
  const rows = await db
    .update(staff)
    .set({ acceptTermDate: null, updatedAt: at })
    .where(
      and(
        eq(staff.companyId, companyId),
        isNotNull(staff.acceptTermDate),
        staffIds ? inArray(staff.id, staffIds) : undefined,
      ),
    )
    .returning({ id: staff.id });
  return rows.length;
}
