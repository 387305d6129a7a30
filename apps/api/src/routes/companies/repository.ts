import {
  applyCreditChange,
  isPostingVisible,
  permissions as allPermissions,
  postingAllowance,
  type Lang,
} from '@arms/domain';
import { and, count, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  companies,
  companyCreditChanges,
  companyResumeFormats,
  departments,
  emailRules,
  jobs,
  staff,
  users,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { contains, defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { sanitizeRichText } from '../../services/sanitize';
import { createAccount } from '../users/repository';

/**
 * The companies folder's repository (docs/decisions/0196, 0204): employers, their sign-up, credits and
 * their history, the logo's path and the setup progress counts. Employers reach their own company
 * only; the platform administrator any.
 */

export type CompanyRow = typeof companies.$inferSelect;

/** A company as the API answers it (`prefix`: where the API is mounted, for the logo's public path). */
export function toCompany(row: CompanyRow, prefix: string, now: Date) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    companyUrl: row.companyUrl,
    imagePath: row.logoPath ? `${prefix}/files/public/${row.logoPath}` : null,
    registrationNumber: row.registrationNumber,
    agencyNumber: row.agencyNumber,
    credits: row.credits,
    subscriptionStart: iso(row.subscriptionStart),
    subscriptionEnd: iso(row.subscriptionEnd),
    featured: row.featured,
    anonymousPosting: row.anonymousPosting,
    footerTexts: row.footerTexts,
    dataProtectionPolicy: row.dataProtectionPolicy,
    website: row.website,
    email: row.email,
    phone: row.phone,
    address: row.address,
    isView: isPostingVisible(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns of a create or update body: dates parsed, the data protection policy sanitised; a
 * subscription ending before it starts is VALIDATION_ERROR.
 */
function toValues(body: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === 'subscriptionStart' || k === 'subscriptionEnd') values[k] = v === null ? null : new Date(v as string);
    else if (k === 'dataProtectionPolicy') values[k] = v === null ? null : sanitizeRichText(v as string);
    else values[k] = v;
  }
  const start = values.subscriptionStart as Date | null | undefined;
  const end = values.subscriptionEnd as Date | null | undefined;
  if (start && end && end.getTime() <= start.getTime()) {
    throw fail('VALIDATION_ERROR', [{ field: 'subscriptionEnd', code: 'domain.validation.period.fromNotBeforeTo' }]);
  }
  return values;
}

// ----- employers -----

export const companyList = defineList({
  fields: {
    id: { column: companies.id, kind: 'integer' },
    name: { column: companies.name, kind: 'string' },
    status: { column: companies.status, kind: 'integer' },
    credits: { column: companies.credits, kind: 'integer' },
    featured: { column: companies.featured, kind: 'boolean' },
    anonymousPosting: { column: companies.anonymousPosting, kind: 'boolean' },
    registrationNumber: { column: companies.registrationNumber, kind: 'string' },
    subscriptionEnd: { column: companies.subscriptionEnd, kind: 'date-time' },
    createdAt: { column: companies.createdAt, kind: 'date-time' },
  },
  computed: {
    q: {
      kind: 'string',
      description: 'Part of the name, registration number or email, any case (the list screen’s search box)',
      where: (value) =>
        or(
          contains(companies.name, value),
          contains(sql`coalesce(${companies.registrationNumber}, '')`, value),
          contains(sql`coalesce(${companies.email}, '')`, value),
        )!,
    },
  },
  // Section 9: admin lists sort by status descending, then name ascending.
  defaultSort: [
    ['status', -1],
    ['name', 1],
    ['id', 1],
  ],
  allowAll: true,
});

/** One page of employers, each answered by `show`. */
export async function listCompanies<T>(db: Db, list: ParsedList, show: (row: CompanyRow) => T) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(companies), total: windowTotal })
      .from(companies)
      .where(list.where)
      .orderBy(...list.orderBy),
    show,
  );
}

/** The company a caller may see: any for the platform administrator, its own for employers; else NO_RECORD_FOUND_FOR_ID. */
export async function loadCompany(db: Db, auth: AuthContext, id: number): Promise<CompanyRow> {
  if (!auth.roles.includes('arms_admin') && tenantScope(auth).companyId !== id) throw fail('NO_RECORD_FOUND_FOR_ID');
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

export interface FirstAccountAdmin {
  email: string;
  firstName: string;
  lastName?: string;
  lang?: Lang;
}

/**
 * Creates an active employer and, when given, its first account administrator (section 2: primary,
 * every permission, the email to create its password) in one transaction: an address already in use
 * refuses the whole creation (EMAIL_EXISTED).
 */
export async function createCompany(
  db: Db,
  services: Services,
  fields: Record<string, unknown>,
  accountAdmin: FirstAccountAdmin | undefined,
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({ ...(toValues(fields) as { name: string }), status: 1 })
      .returning();
    if (accountAdmin) {
      await createAccount(tx, services, {
        email: accountAdmin.email,
        firstName: accountAdmin.firstName,
        lastName: accountAdmin.lastName,
        roles: ['account_admin'],
        companyId: created!.id,
        permissions: [...allPermissions],
        isPrimary: true,
        lang: accountAdmin.lang,
      });
    }
    return created!;
  });
}

/** Changes an employer's fields (the caller's right to each was checked); answers the row. */
export async function updateCompany(db: Db, id: number, body: Record<string, unknown>, at: Date): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ ...toValues(body), updatedAt: at })
    .where(eq(companies.id, id))
    .returning();
  return row!;
}

/** Suspends (0) or activates (1) an employer; NO_RECORD_FOUND_FOR_ID when it does not exist. */
export async function setCompanyStatus(db: Db, id: number, status: 0 | 1, at: Date): Promise<CompanyRow> {
  const [row] = await db.update(companies).set({ status, updatedAt: at }).where(eq(companies.id, id)).returning();
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}

/** Records a new logo's storage key. */
export async function setLogo(db: Db, id: number, key: string, at: Date) {
  await db.update(companies).set({ logoPath: key, updatedAt: at }).where(eq(companies.id, id));
}

// ----- sign-up -----

export interface Registration {
  company: {
    name: string;
    registrationNumber?: string;
    agencyNumber?: string;
    website?: string;
    phone?: string;
    address?: string;
  };
  user: { email: string; firstName: string; lastName?: string; password: string };
  lang: Lang;
}

/**
 * Employer sign-up in one transaction: a pending company (status 2), its primary account administrator
 * with the password given, and the "registration received" email. COMPANY_PRIMARY_USER_EXISTED when a
 * company of the same name or registration number already has a primary user.
 */
export async function registerCompany(db: Db, services: Services, { company, user, lang }: Registration) {
  return db.transaction(async (tx) => {
    const sameCompany = sql`(lower(${companies.name}) = lower(${company.name.trim()})${
      company.registrationNumber
        ? sql` or lower(${companies.registrationNumber}) = lower(${company.registrationNumber.trim()})`
        : sql``
    })`;
    const [existing] = await tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(staff, and(eq(staff.companyId, companies.id), eq(staff.isPrimary, true)))
      .where(sameCompany)
      .limit(1);
    if (existing) throw fail('COMPANY_PRIMARY_USER_EXISTED');
    const [created] = await tx
      .insert(companies)
      .values({
        name: company.name.trim(),
        registrationNumber: company.registrationNumber?.trim() || null,
        agencyNumber: company.agencyNumber?.trim() || null,
        website: company.website ?? null,
        phone: company.phone ?? null,
        address: company.address ?? null,
        status: 2,
      })
      .returning({ id: companies.id });
    const userId = await createAccount(tx, services, {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      password: user.password,
      roles: ['account_admin'],
      companyId: created!.id,
      permissions: [...allPermissions],
      isPrimary: true,
      lang,
    });
    await sendTemplate(tx, services.outbox, 'registrationReceived', lang, user.email.trim().toLowerCase(), {
      firstName: user.firstName,
      companyName: company.name.trim(),
    });
    return { companyId: created!.id, userId, status: 2 };
  });
}

// ----- credits -----

/**
 * Adds (or removes) credits with a reason, in one transaction with its line in the history (amount,
 * balance after, who); NO_RECORD_FOUND_FOR_ID, or the domain's refusal of the change.
 */
export async function changeCredits(
  db: Db,
  change: { companyId: number; amount: number; reason: string; by: number },
  at: Date,
): Promise<CompanyRow> {
  const { companyId, amount, reason, by } = change;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw fail('NO_RECORD_FOUND_FOR_ID');
    const next = applyCreditChange(current.credits, amount);
    if (next.kind === 'deny') throw fail(next.code);
    const [updated] = await tx
      .update(companies)
      .set({ credits: next.credits, updatedAt: at })
      .where(eq(companies.id, companyId))
      .returning();
    await tx
      .insert(companyCreditChanges)
      .values({ companyId, amount, balance: next.credits, reason, createdBy: by, createdAt: at });
    return updated!;
  });
}

/**
 * Spends one job posting credit of a company (COMPANY_NOT_FOUND; the domain's refusal when the
 * subscription is not running; OUT_OF_CREDITS when none is left), locking the row.
 */
export async function consumeCredit(db: Db, companyId: number, at: Date): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!current) throw fail('COMPANY_NOT_FOUND');
    const allowance = postingAllowance(current, at);
    if (allowance.kind === 'deny') throw fail(allowance.code);
    const [updated] = await tx
      .update(companies)
      .set({ credits: sql`${companies.credits} - 1`, updatedAt: at })
      .where(and(eq(companies.id, companyId), gt(companies.credits, 0)))
      .returning();
    if (!updated) throw fail('OUT_OF_CREDITS');
    return updated;
  });
}

export const creditHistory = defineList({
  fields: {
    id: { column: companyCreditChanges.id, kind: 'integer' },
    amount: { column: companyCreditChanges.amount, kind: 'integer' },
    createdAt: { column: companyCreditChanges.createdAt, kind: 'date-time' },
  },
  // The newest change first: the history reads back from the current balance.
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

/** One page of an employer's credit changes, each with who made it; NO_RECORD_FOUND_FOR_ID for no employer. */
export async function listCreditChanges(db: Db, companyId: number, list: ParsedList) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw fail('NO_RECORD_FOUND_FOR_ID');
  return listRows(
    list,
    db
      .select({
        change: companyCreditChanges,
        user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        total: windowTotal,
      })
      .from(companyCreditChanges)
      .leftJoin(users, eq(users.id, companyCreditChanges.createdBy))
      .where(and(eq(companyCreditChanges.companyId, companyId), list.where))
      .orderBy(...list.orderBy),
    ({ change, user }) => ({
      id: change.id,
      companyId: change.companyId,
      amount: change.amount,
      balance: change.balance,
      reason: change.reason,
      createdBy: user,
      createdAt: change.createdAt.toISOString(),
    }),
  );
}

// ----- setup progress -----

/** The company's row and what its six setup steps count (ADR 0115); NO_RECORD_FOUND_FOR_ID for no company. */
export async function setupCounts(db: Db, companyId: number) {
  const total = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw fail('NO_RECORD_FOUND_FOR_ID');
  const [activeUsers, entities, rules, format, jobCount] = await Promise.all([
    db
      .select({ n: count() })
      .from(staff)
      .where(and(eq(staff.companyId, companyId), eq(staff.status, 1))),
    db.select({ n: count() }).from(departments).where(eq(departments.companyId, companyId)),
    db
      .select({ n: count() })
      .from(emailRules)
      .where(and(eq(emailRules.companyId, companyId), eq(emailRules.status, 1))),
    db.select({ n: count() }).from(companyResumeFormats).where(eq(companyResumeFormats.companyId, companyId)),
    db.select({ n: count() }).from(jobs).where(eq(jobs.companyId, companyId)),
  ]);
  return {
    company,
    users: total(activeUsers),
    entities: total(entities),
    rules: total(rules),
    formats: total(format),
    jobs: total(jobCount),
  };
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

/**
 * The done state of the six setup steps (ADR 0115): the profile has its address, phone, email and website,
 * more than one active user, a hiring entity, an active email alert rule, a saved resume format, a job.
 */
export async function setupProgress(db: Db, companyId: number) {
  const { company, ...counts } = await setupCounts(db, companyId);
  return {
    companyProfile:
      filled(company.address) &&
      filled(company.phone) &&
      filled(company.email) &&
      (filled(company.website) || filled(company.companyUrl)),
    users: counts.users > 1,
    hiringEntity: counts.entities > 0,
    emailAlerts: counts.rules > 0,
    resumeFormat: counts.formats > 0,
    firstJob: counts.jobs > 0,
  };
}
