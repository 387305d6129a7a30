import {
  applyCreditChange,
  defaultImageLimits,
  isPostingVisible,
  logoSizeAdvice,
  permissions as allPermissions,
  postingAllowance,
  sourcerRoles,
  staffRoles,
  validateEmail,
  validateFirstName,
  validateNewPassword,
  type Lang,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, gt, or, sql, getTableColumns } from 'drizzle-orm';
import { Type } from 'typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { companies, companyCreditChanges, staff, users } from '../../db/schema';
import { storeImage } from '../../files/upload';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import { sendTemplate } from '../../mail/render';
import type { Services } from '../../services/context';
import { sanitizeRichText } from '../../services/sanitize';
import { createAccount } from '../users/repository';
import {
  adminCompanyFields,
  CreateCompanyBody,
  CreditBody,
  CreditChange,
  CreditResponse,
  ImageResponse,
  RegistrationBody,
  RegistrationResponse,
  UpdateCompanyBody,
} from './schemas';
import { IdParams, iso, listRows, security, windowTotal } from '../../http/kit';

const platformAdmin = ['arms_admin'] as const;
/**
 * Logo limits (docs/decisions/0044): domain's image rule with a floor fitting the recommended
 * 250 x 60 (the default 100 x 100 floor would refuse the recommended shape itself).
 */
const logoLimits = { ...defaultImageLimits, maxSizeMb: 2, minWidth: 100, minHeight: 24 };
/** Update employer (section 2 /setting/employer): update_company, administrators and HR (docs/decisions/0014). */
const companyEditors = ['account_admin', 'hr_staff', 'super_user', 'arms_admin'] as const;

const creditHistory = defineList({
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

const companyList = defineList({
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
      where: (value) => {
        const like = `%${String(value).replace(/[\\%_]/g, '\\$&')}%`;
        return or(
          sql`${companies.name} ilike ${like}`,
          sql`coalesce(${companies.registrationNumber}, '') ilike ${like}`,
          sql`coalesce(${companies.email}, '') ilike ${like}`,
        )!;
      },
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

type CompanyRow = typeof companies.$inferSelect;

/** Whether a company was changed through the admin-only fields. */
const adminOnly = Object.keys(adminCompanyFields);

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

/** The company a caller may see: any for the platform administrator, its own for employers (else 404). */
function companyScope(auth: AuthContext, id: number) {
  if (auth.roles.includes('arms_admin')) return eq(companies.id, id);
  if (tenantScope(auth).companyId !== id) throw fail('NO_RECORD_FOUND_FOR_ID');
  return eq(companies.id, id);
}

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

/**
 * Employers (spec section 3 "Company", section 7 "Companies"): list, detail, create, update, suspend
 * and activate; sign-up; logo upload; credits and subscription (OUT_OF_CREDITS,
 * RENEW_SUBSCRIPTION_IS_REQUIRED).
 */
export const companyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, apiPrefix } = services;
  const show = (row: CompanyRow) => toCompany(row, apiPrefix, now());

  async function load(tx: Db, auth: AuthContext, id: number): Promise<CompanyRow> {
    const [row] = await tx.select().from(companies).where(companyScope(auth, id));
    if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
    return row;
  }

  app.get(
    '/companies',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCompanies',
        tags: ['companies'],
        summary: 'List employers (status descending, then name)',
        security,
        querystring: companyList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Company')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = companyList.parse(request.query as Record<string, unknown>);
      return listRows(
        parsed,
        db
          .select({ ...getTableColumns(companies), total: windowTotal })
          .from(companies)
          .where(parsed.where)
          .orderBy(...parsed.orderBy),
        show,
      );
    },
  );

  app.post(
    '/companies',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createCompany',
        tags: ['companies'],
        summary: 'Create an employer (active), with its first account administrator when given',
        description:
          'accountAdmin: created in the same transaction as the primary account administrator, who receives the email to create a password; EMAIL_EXISTED (409) when the address is taken, and then no company is created.',
        security,
        body: CreateCompanyBody,
        response: { 201: Type.Ref('Company'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { accountAdmin, ...fields } = request.body;
      if (accountAdmin) {
        assertValid([
          ...validateEmail(accountAdmin.email, 'accountAdmin.email'),
          ...validateFirstName(accountAdmin.firstName, 'accountAdmin.firstName'),
        ]);
      }
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(companies)
          .values({ ...(toValues(fields) as { name: string }), status: 1 })
          .returning();
        if (accountAdmin) {
          // The first account administrator (section 2): primary, every permission, and the email to
          // create its password; an address already in use refuses the whole creation (EMAIL_EXISTED).
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
      reply.status(201);
      return show(row);
    },
  );

  app.post(
    '/companies/registration',
    {
      config: {
        access: { public: true },
        rateLimit: { bucket: 'registration', address: services.rateLimits.reset.address },
      },
      schema: {
        operationId: 'registerCompany',
        tags: ['companies'],
        summary: 'Employer sign-up: a pending company and its primary user (account administrator)',
        description:
          'COMPANY_PRIMARY_USER_EXISTED when the company (same registration number or name) already has one; EMAIL_EXISTED when the email is taken.',
        body: RegistrationBody,
        response: { 201: RegistrationResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { company, user } = request.body;
      const lang: Lang = request.body.lang ?? 'en';
      assertValid([
        ...validateEmail(user.email, 'user.email'),
        ...validateFirstName(user.firstName, 'user.firstName'),
        ...validateNewPassword({ password: user.password, confirmPassword: user.confirmPassword }).map((i) => ({
          ...i,
          field: `user.${i.field}`,
        })),
      ]);
      const result = await db.transaction(async (tx) => {
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
      reply.status(201);
      return result;
    },
  );

  app.post(
    '/companies/update-credit',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCompanyCredit',
        tags: ['companies'],
        summary: 'Add (or remove) job posting credits with a reason; answers the balance and isView',
        description:
          'Each change is kept with its reason, who made it and the balance it left (GET companies/{id}/credits).',
        security,
        body: CreditBody,
        response: { 200: CreditResponse, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => {
      const { companyId, amount } = request.body;
      const reason = request.body.reason.trim();
      if (!reason) throw fail('VALIDATION_ERROR', [{ field: 'reason', code: 'domain.validation.general.required' }]);
      if (amount === 0)
        throw fail('VALIDATION_ERROR', [{ field: 'amount', code: 'domain.validation.general.required' }]);
      const by = caller(request).userId;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!current) throw fail('NO_RECORD_FOUND_FOR_ID');
        const change = applyCreditChange(current.credits, amount);
        if (change.kind === 'deny') throw fail(change.code);
        const [updated] = await tx
          .update(companies)
          .set({ credits: change.credits, updatedAt: now() })
          .where(eq(companies.id, companyId))
          .returning();
        await tx
          .insert(companyCreditChanges)
          .values({ companyId, amount, balance: change.credits, reason, createdBy: by, createdAt: now() });
        return updated!;
      });
      return { id: row.id, credits: row.credits, isView: isPostingVisible(row, now()) };
    },
  );

  app.post(
    '/companies/consume-credit',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job'] } },
      schema: {
        operationId: 'consumeCompanyCredit',
        tags: ['companies'],
        summary: "Spend one job posting credit of the caller's company (what posting a job does)",
        description:
          'RENEW_SUBSCRIPTION_IS_REQUIRED when the subscription has ended or not started; OUT_OF_CREDITS when none is left.',
        security,
        response: { 200: CreditResponse, ...errorResponses(401, 402, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(companies).where(eq(companies.id, scope.companyId)).for('update');
        if (!current) throw fail('COMPANY_NOT_FOUND');
        const allowance = postingAllowance(current, at);
        if (allowance.kind === 'deny') throw fail(allowance.code);
        const [updated] = await tx
          .update(companies)
          .set({ credits: sql`${companies.credits} - 1`, updatedAt: at })
          .where(and(eq(companies.id, scope.companyId), gt(companies.credits, 0)))
          .returning();
        if (!updated) throw fail('OUT_OF_CREDITS');
        return updated;
      });
      return { id: row.id, credits: row.credits, isView: isPostingVisible(row, at) };
    },
  );

  app.get(
    '/companies/:id/credits',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCompanyCreditChanges',
        tags: ['companies'],
        summary: "The history of an employer's credit changes, newest first (amount, balance after, reason, by whom)",
        security,
        params: IdParams,
        querystring: creditHistory.querySchema,
        response: { 200: listResponseSchema(CreditChange), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
      if (!company) throw fail('NO_RECORD_FOUND_FOR_ID');
      const parsed = creditHistory.parse(request.query as Record<string, unknown>);
      const where = and(eq(companyCreditChanges.companyId, id), parsed.where);
      const page = db
        .select({
          change: companyCreditChanges,
          user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(companyCreditChanges)
        .leftJoin(users, eq(users.id, companyCreditChanges.createdBy))
        .where(where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(companyCreditChanges).where(where),
        parsed,
      );
      return listPage(
        parsed,
        total,
        rows.map(({ change, user }) => ({
          id: change.id,
          companyId: change.companyId,
          amount: change.amount,
          balance: change.balance,
          reason: change.reason,
          createdBy: user,
          createdAt: change.createdAt.toISOString(),
        })),
      );
    },
  );

  app.get(
    '/companies/:id',
    {
      config: { access: { roles: [...staffRoles, ...sourcerRoles, 'referral', 'arms_admin'], tenant: true } },
      schema: {
        operationId: 'getCompany',
        tags: ['companies'],
        summary: 'One employer (employers: their own company only)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Company'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => show(await load(db, caller(request), request.params.id)),
  );

  app.patch(
    '/companies/:id',
    {
      config: { access: { roles: companyEditors, permissions: ['update_company'], tenant: true } },
      schema: {
        operationId: 'updateCompany',
        tags: ['companies'],
        summary:
          'Update an employer; credits, subscription, flags and registration numbers are for the platform administrator',
        security,
        params: IdParams,
        body: UpdateCompanyBody,
        response: { 200: Type.Ref('Company'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const body = request.body as Record<string, unknown>;
      if (!auth.roles.includes('arms_admin') && Object.keys(body).some((k) => adminOnly.includes(k))) {
        throw fail('PERMISSION_NOT_ACCEPT');
      }
      await load(db, auth, request.params.id);
      const [row] = await db
        .update(companies)
        .set({ ...toValues(body), updatedAt: now() })
        .where(eq(companies.id, request.params.id))
        .returning();
      return show(row!);
    },
  );

  for (const [action, status] of [
    ['suspend', 0],
    ['activate', 1],
  ] as const) {
    app.post(
      `/companies/:id/${action}`,
      {
        config: { access: { roles: platformAdmin } },
        schema: {
          operationId: `${action}Company`,
          tags: ['companies'],
          summary:
            action === 'suspend'
              ? 'Suspend an employer: its users are signed out on their next call'
              : 'Activate an employer (also approves a pending sign-up)',
          security,
          params: IdParams,
          response: { 200: Type.Ref('Company'), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const [row] = await db
          .update(companies)
          .set({ status, updatedAt: now() })
          .where(eq(companies.id, request.params.id))
          .returning();
        if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
        return show(row);
      },
    );
  }

  app.post(
    '/companies/upload-image/:id',
    {
      config: { access: { roles: companyEditors, permissions: ['update_company'], tenant: true } },
      schema: {
        operationId: 'uploadCompanyLogo',
        tags: ['companies'],
        summary: 'Upload the company logo (multipart field `file`; an image by content, 2 MB, at least 100 x 24)',
        description: 'The answer carries advice when the logo is far from the recommended 250 x 60.',
        security,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ImageResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const current = await load(db, auth, request.params.id);
      const image = await storeImage(request, services.storage, { folder: `logos/${current.id}`, limits: logoLimits });
      await db.update(companies).set({ logoPath: image.key, updatedAt: now() }).where(eq(companies.id, current.id));
      if (current.logoPath) await services.storage.delete(current.logoPath).catch(() => {});
      return {
        imagePath: `${apiPrefix}/files/public/${image.key}`,
        width: image.width,
        height: image.height,
        advice: logoSizeAdvice(image).map((i) => ({ field: i.field, code: i.code })),
      };
    },
  );
};
