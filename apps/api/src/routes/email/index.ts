import {
  emailAlertRuleTypes,
  emailTemplateKeys,
  emailTemplates,
  htmlToText,
  isEmailTemplateKey,
  renderEmailTemplate,
  templatePlaceholders,
  validateItemName,
} from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { RichText } from '../../http/rich-text';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import {
  bccEmails,
  customEmails,
  emailRules,
  emailRuleStaff,
  emailTemplateOverrides,
  outbox,
  staff,
  users,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { defineList, listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { assertValid } from '../../http/validation';
import type { Services } from '../../services/context';
import { sanitizeRichText } from '../../services/sanitize';
import { IdParams } from '../users/schemas';

const security = [{ bearerAuth: [] }];
const platformAdmin = ['arms_admin'] as const;
/** Email alert rules (section 2 /setting/rules-email-alerts): email_alert, administrators and HR (docs/decisions/0014). */
const ruleEditors = ['account_admin', 'hr_staff', 'super_user'] as const;
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Lang = Type.Union([Type.Literal('en'), Type.Literal('vn')]);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const CustomEmail = Type.Object(
  {
    id: Type.Integer(),
    subject: Type.String(),
    body: Type.String(),
    recipientUserIds: Type.Array(Type.Integer()),
    recipientCompanyIds: Type.Array(Type.Integer()),
    status: Type.Union([Type.Literal('draft'), Type.Literal('sent')]),
    sentCount: Type.Integer(),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
    delivery: Type.Object(
      { pending: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() },
      { description: "The outbox's delivery status of the messages this email queued, counted by status" },
    ),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CustomEmail' },
);

export const OutboxMessage = Type.Object(
  {
    id: Type.Integer(),
    to: Type.Array(Type.String()),
    subject: Type.String(),
    source: Nullable(Type.String()),
    status: Type.String({ description: 'pending, sent or failed' }),
    attempts: Type.Integer(),
    nextAttemptAt: Type.String({ format: 'date-time' }),
    lastError: Nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OutboxMessage' },
);

export const EmailRule = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    status: Type.Integer(),
    staffIds: Type.Array(Type.Integer()),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'EmailRule' },
);

const Recipients = {
  recipientUserIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, uniqueItems: true })),
  recipientCompanyIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, uniqueItems: true })),
};
const CustomEmailBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    body: RichText({ minLength: 1, maxLength: 200_000 }),
    ...Recipients,
  },
  { additionalProperties: false },
);
const CustomEmailPatch = Type.Object(
  {
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    body: Type.Optional(RichText({ minLength: 1, maxLength: 200_000 })),
    ...Recipients,
  },
  { additionalProperties: false, minProperties: 1 },
);
const RuleType = Type.Union(emailAlertRuleTypes.ids.map((id) => Type.Literal(id)));

const customList = defineList({
  fields: {
    id: { column: customEmails.id, kind: 'integer' },
    subject: { column: customEmails.subject, kind: 'string' },
    status: { column: customEmails.status, kind: 'string' },
    createdAt: { column: customEmails.createdAt, kind: 'date-time' },
    sentAt: { column: customEmails.sentAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
  allowAll: true,
});
const outboxList = defineList({
  fields: {
    id: { column: outbox.id, kind: 'integer' },
    status: { column: outbox.status, kind: 'string' },
    source: { column: outbox.source, kind: 'string' },
    createdAt: { column: outbox.createdAt, kind: 'date-time' },
  },
  defaultSort: [
    ['createdAt', -1],
    ['id', -1],
  ],
});

interface Delivery {
  pending: number;
  sent: number;
  failed: number;
}
const noDelivery: Delivery = { pending: 0, sent: 0, failed: 0 };
const sourceOf = (id: number) => `custom-email:${id}`;

/** The outbox's messages of these custom emails counted by status, in one grouped query. */
async function deliveryOf(db: Db, ids: number[]): Promise<Map<number, Delivery>> {
  const found = new Map<number, Delivery>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ source: outbox.source, status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.source, ids.map(sourceOf)))
    .groupBy(outbox.source, outbox.status);
  for (const row of rows) {
    const id = Number(row.source?.slice('custom-email:'.length));
    const delivery = found.get(id) ?? { ...noDelivery };
    if (row.status === 'sent' || row.status === 'failed' || row.status === 'pending') delivery[row.status] += row.n;
    found.set(id, delivery);
  }
  return found;
}

function toCustom(row: typeof customEmails.$inferSelect, delivery: Delivery = noDelivery) {
  return {
    ...row,
    status: row.status === 'sent' ? ('sent' as const) : ('draft' as const),
    sentAt: iso(row.sentAt),
    delivery,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The addresses of the chosen staff and of the active staff of the chosen employers. */
async function recipientsOf(db: Db, userIds: number[], companyIds: number[]): Promise<string[]> {
  const byUser = userIds.length
    ? await db.select({ email: users.email }).from(users).where(inArray(users.id, userIds))
    : [];
  const byCompany = companyIds.length
    ? await db
        .select({ email: users.email })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.userId))
        .where(and(inArray(staff.companyId, companyIds), eq(staff.status, 1)))
    : [];
  return [...new Set([...byUser, ...byCompany].map((r) => r.email))];
}

/**
 * Email (spec section 2 /arms/emails, section 7 "Email"): custom emails written, edited and sent to
 * chosen staff or employers through the outbox (one message per recipient, BCC addresses copied),
 * send-email, the static templates in en and vn with the administrator's wording, email rules and
 * their staff assignments, and the outbox itself.
 */
export const emailRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  async function sendToRecipients(subject: string, body: string, to: string[], source: string, tx: Db) {
    const bcc = (await tx.select({ name: bccEmails.name }).from(bccEmails).where(eq(bccEmails.status, 1))).map(
      (r) => r.name,
    );
    const html = sanitizeRichText(body);
    const text = htmlToText(html);
    await services.outbox.enqueue(
      to.map((address, i) => ({ to: [address], bcc: i === 0 ? bcc : [], subject, html, text, source })),
      tx,
    );
  }

  app.get(
    '/custom-emails',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listCustomEmails',
        tags: ['email'],
        summary: 'Custom emails, newest first',
        security,
        querystring: customList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('CustomEmail')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = customList.parse(request.query as Record<string, unknown>);
      const page = db
        .select()
        .from(customEmails)
        .where(parsed.where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(customEmails).where(parsed.where),
        parsed,
      );
      const delivery = await deliveryOf(
        db,
        rows.map((r) => r.id),
      );
      return listPage(
        parsed,
        total,
        rows.map((r) => toCustom(r, delivery.get(r.id))),
      );
    },
  );

  app.get(
    '/custom-emails/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'getCustomEmail',
        tags: ['email'],
        summary: 'One custom email',
        security,
        params: IdParams,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await db.select().from(customEmails).where(eq(customEmails.id, request.params.id));
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toCustom(row, (await deliveryOf(db, [row.id])).get(row.id));
    },
  );

  app.post(
    '/custom-emails',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'createCustomEmail',
        tags: ['email'],
        summary: 'Write a custom email (a draft; its body is sanitised)',
        security,
        body: CustomEmailBody,
        response: { 201: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(customEmails)
        .values({
          subject: request.body.subject.trim(),
          body: sanitizeRichText(request.body.body),
          recipientUserIds: request.body.recipientUserIds ?? [],
          recipientCompanyIds: request.body.recipientCompanyIds ?? [],
          createdBy: caller(request).userId,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      reply.status(201);
      return toCustom(row!);
    },
  );

  app.patch(
    '/custom-emails/:id',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'updateCustomEmail',
        tags: ['email'],
        summary: 'Edit a custom email',
        security,
        params: IdParams,
        body: CustomEmailPatch,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { body: html, subject, ...rest } = request.body;
      const [row] = await db
        .update(customEmails)
        .set({
          ...rest,
          ...(subject !== undefined ? { subject: subject.trim() } : {}),
          ...(html !== undefined ? { body: sanitizeRichText(html) } : {}),
          updatedAt: now(),
        })
        .where(eq(customEmails.id, request.params.id))
        .returning();
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return toCustom(row, (await deliveryOf(db, [row.id])).get(row.id));
    },
  );

  app.post(
    '/custom-emails/:id/send',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'sendCustomEmail',
        tags: ['email'],
        summary: 'Send a custom email to its chosen staff and employers (queued in the outbox)',
        security,
        params: IdParams,
        response: { 200: Type.Ref('CustomEmail'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(customEmails).where(eq(customEmails.id, request.params.id));
        if (!current) throw fail('NO_RECORD_FOUND_FOR_ID');
        const to = await recipientsOf(tx, current.recipientUserIds, current.recipientCompanyIds);
        if (to.length === 0) throw fail('VALIDATION_ERROR', [{ field: 'recipients', code: 'validation.required' }]);
        await sendToRecipients(current.subject, current.body, to, sourceOf(current.id), tx);
        const [updated] = await tx
          .update(customEmails)
          .set({
            status: 'sent',
            sentAt: now(),
            sentCount: sql`${customEmails.sentCount} + ${to.length}`,
            updatedAt: now(),
          })
          .where(eq(customEmails.id, current.id))
          .returning();
        return updated!;
      });
      return toCustom(row, (await deliveryOf(db, [row.id])).get(row.id));
    },
  );

  app.post(
    '/send-email',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'sendEmail',
        tags: ['email'],
        summary: 'Send an email at once to chosen staff or employers (no draft kept)',
        security,
        body: CustomEmailBody,
        response: { 202: Type.Object({ queued: Type.Integer() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const queued = await db.transaction(async (tx) => {
        const to = await recipientsOf(tx, request.body.recipientUserIds ?? [], request.body.recipientCompanyIds ?? []);
        if (to.length === 0) throw fail('VALIDATION_ERROR', [{ field: 'recipients', code: 'validation.required' }]);
        await sendToRecipients(request.body.subject.trim(), request.body.body, to, 'send-email', tx);
        return to.length;
      });
      reply.status(202);
      return { queued };
    },
  );

  // ----- static templates (section 7), en and vn -----
  const TemplateKey = Type.Union(emailTemplateKeys.map((k) => Type.Literal(k)));
  const Template = Type.Object({
    key: Type.String(),
    lang: Lang,
    subject: Type.String(),
    body: Type.String(),
    placeholders: Type.Array(Type.String()),
    customised: Type.Boolean(),
  });

  app.get(
    '/email-templates',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listEmailTemplates',
        tags: ['email'],
        summary: 'The static email templates in en and vn, with the administrator’s wording where set',
        security,
        response: { 200: Type.Object({ data: Type.Array(Template) }), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const overrides = await db.select().from(emailTemplateOverrides);
      const data = emailTemplateKeys.flatMap((key) =>
        (['en', 'vn'] as const).map((lang) => {
          const own = overrides.find((o) => o.key === key && o.lang === lang);
          const source = own ?? emailTemplates[key][lang];
          return {
            key,
            lang,
            subject: source.subject,
            body: source.body,
            placeholders: templatePlaceholders(`${source.subject} ${source.body}`),
            customised: Boolean(own),
          };
        }),
      );
      return { data };
    },
  );

  app.get(
    '/email-templates/:key',
    {
      config: { access: { roles: [...ruleEditors, 'hiring_manager', 'hr_staff_l2', 'arms_admin'] } },
      schema: {
        operationId: 'renderEmailTemplate',
        tags: ['email'],
        summary:
          'A static template rendered in a language (match-job header, body, body without age, invitation-to-apply...)',
        security,
        params: Type.Object({ key: TemplateKey }),
        querystring: Type.Object(
          {
            lang: Type.Optional(Lang),
            params: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 1000 }))),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const [own] = await db
        .select()
        .from(emailTemplateOverrides)
        .where(and(eq(emailTemplateOverrides.key, request.params.key), eq(emailTemplateOverrides.lang, lang)));
      return renderEmailTemplate(request.params.key, lang, request.query.params ?? {}, own);
    },
  );

  app.post(
    '/email-template',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'saveEmailTemplate',
        tags: ['email'],
        summary: 'Set the wording of a static template in one language (body sanitised; placeholders kept)',
        security,
        body: Type.Object(
          {
            key: TemplateKey,
            lang: Lang,
            subject: Type.String({ maxLength: 300 }),
            body: RichText({ minLength: 1, maxLength: 100_000 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Template, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { key, lang, subject } = request.body;
      if (!isEmailTemplateKey(key)) throw fail('VALIDATION_ERROR');
      const body = sanitizeRichText(request.body.body);
      await db
        .insert(emailTemplateOverrides)
        .values({ key, lang, subject, body, updatedAt: now() })
        .onConflictDoUpdate({
          target: [emailTemplateOverrides.key, emailTemplateOverrides.lang],
          set: { subject, body, updatedAt: now() },
        });
      return { key, lang, subject, body, placeholders: templatePlaceholders(`${subject} ${body}`), customised: true };
    },
  );

  // ----- email rules and their staff (company-owned) -----
  async function ruleOut(tx: Db, rows: Array<typeof emailRules.$inferSelect>) {
    const ids = rows.map((r) => r.id);
    const links = ids.length ? await tx.select().from(emailRuleStaff).where(inArray(emailRuleStaff.ruleId, ids)) : [];
    return rows.map((r) => ({
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      type: r.type,
      status: r.status,
      staffIds: links.filter((l) => l.ruleId === r.id).map((l) => l.staffId),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  const ruleAccess = { roles: ruleEditors, permissions: ['email_alert'] as const };

  app.get(
    '/email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'listEmailRules',
        tags: ['email'],
        summary: "The company's email alert rules (name ascending) with their staff",
        security,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('EmailRule')) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const rows = await db
        .select()
        .from(emailRules)
        .where(eq(emailRules.companyId, scope.companyId))
        .orderBy(emailRules.name, emailRules.id);
      return { data: await ruleOut(db, rows) };
    },
  );

  app.post(
    '/email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'createEmailRule',
        tags: ['email'],
        summary: 'Add an email alert rule (name required and unique in the company)',
        security,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ maxLength: 200 })),
            type: RuleType,
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Ref('EmailRule'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const rows = await db.transaction(async (tx) => {
        const same = await tx
          .select({ name: emailRules.name })
          .from(emailRules)
          .where(
            and(
              eq(emailRules.companyId, scope.companyId),
              sql`lower(${emailRules.name}) = lower(${(request.body.name ?? '').trim()})`,
            ),
          );
        assertValid(
          validateItemName(
            request.body.name,
            same.map((r) => r.name),
          ),
        );
        return tx
          .insert(emailRules)
          .values({
            companyId: scope.companyId,
            name: request.body.name!.trim(),
            type: request.body.type,
            status: request.body.status ?? 1,
          })
          .returning();
      });
      reply.status(201);
      return (await ruleOut(db, rows))[0]!;
    },
  );

  app.delete(
    '/email-rules/:id',
    {
      config: { access: { ...ruleAccess, tenant: true } },
      schema: {
        operationId: 'deleteEmailRule',
        tags: ['email'],
        summary: 'Delete an email alert rule and its assignments',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const rows = await db
        .delete(emailRules)
        .where(and(eq(emailRules.id, request.params.id), eq(emailRules.companyId, scope.companyId)))
        .returning({ id: emailRules.id });
      if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
      return reply.status(204).send(null);
    },
  );

  const Assignment = Type.Object({ id: Type.Integer(), ruleId: Type.Integer(), staffId: Type.Integer() });

  app.get(
    '/rms-user-email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'listEmailRuleAssignments',
        tags: ['email'],
        summary: "Which of the company's staff receive which rule",
        security,
        response: { 200: Type.Object({ data: Type.Array(Assignment) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const rows = await db
        .select({ id: emailRuleStaff.id, ruleId: emailRuleStaff.ruleId, staffId: emailRuleStaff.staffId })
        .from(emailRuleStaff)
        .where(eq(emailRuleStaff.companyId, scope.companyId))
        .orderBy(emailRuleStaff.id);
      return { data: rows };
    },
  );

  app.post(
    '/rms-user-email-rules',
    {
      config: { access: ruleAccess },
      schema: {
        operationId: 'createEmailRuleAssignment',
        tags: ['email'],
        summary: 'Assign a staff member to an email rule (both of the caller’s company)',
        security,
        body: Type.Object(
          { ruleId: Type.Integer({ minimum: 1 }), staffId: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
        response: { 201: Assignment, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const { ruleId, staffId } = request.body;
      const [rule] = await db
        .select({ id: emailRules.id })
        .from(emailRules)
        .where(and(eq(emailRules.id, ruleId), eq(emailRules.companyId, scope.companyId)));
      const [member] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, staffId), eq(staff.companyId, scope.companyId)));
      if (!rule || !member) throw fail('NO_RECORD_FOUND_FOR_ID');
      const [row] = await db
        .insert(emailRuleStaff)
        .values({ companyId: scope.companyId, ruleId, staffId })
        .onConflictDoNothing()
        .returning({ id: emailRuleStaff.id, ruleId: emailRuleStaff.ruleId, staffId: emailRuleStaff.staffId });
      if (!row) throw fail('DUPLICATE_ITEM_NAME');
      reply.status(201);
      return row;
    },
  );

  app.delete(
    '/rms-user-email-rules/:id',
    {
      config: { access: { ...ruleAccess, tenant: true } },
      schema: {
        operationId: 'deleteEmailRuleAssignment',
        tags: ['email'],
        summary: 'Remove a staff member from an email rule',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = tenantScope(caller(request));
      const rows = await db
        .delete(emailRuleStaff)
        .where(and(eq(emailRuleStaff.id, request.params.id), eq(emailRuleStaff.companyId, scope.companyId)))
        .returning({ id: emailRuleStaff.id });
      if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
      return reply.status(204).send(null);
    },
  );

  // ----- the outbox, for the platform administrator -----
  app.get(
    '/email-outbox',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'listOutbox',
        tags: ['email'],
        summary: 'Every email the platform sent or will send, with delivery status',
        security,
        querystring: outboxList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('OutboxMessage')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = outboxList.parse(request.query as Record<string, unknown>);
      const page = db
        .select()
        .from(outbox)
        .where(parsed.where)
        .orderBy(...parsed.orderBy)
        .offset(parsed.skip);
      const { rows, total } = await pageWithTotal(
        page,
        db.select({ total: count() }).from(outbox).where(parsed.where),
        parsed,
      );
      return listPage(
        parsed,
        total,
        rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          source: r.source,
          status: r.status,
          attempts: r.attempts,
          nextAttemptAt: r.nextAttemptAt.toISOString(),
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: iso(r.sentAt),
        })),
      );
    },
  );

  app.post(
    '/email-outbox/:id/retry',
    {
      config: { access: { roles: platformAdmin } },
      schema: {
        operationId: 'retryOutboxMessage',
        tags: ['email'],
        summary: 'Put a failed message back in the queue',
        security,
        params: IdParams,
        response: { 200: Type.Object({ id: Type.Integer(), status: Type.String() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now() })
        .where(and(eq(outbox.id, request.params.id), ne(outbox.status, 'sent')))
        .returning({ id: outbox.id, status: outbox.status });
      if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
      return row;
    },
  );
};
