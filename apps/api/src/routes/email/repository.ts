import {
  emailTemplateKeys,
  emailTemplates,
  htmlToText,
  templatePlaceholders,
  type EmailTemplateKey,
} from '@arms/domain';
import { and, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { TenantScope } from '../../auth/tenancy';
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
import { defineList, iso, listRows, windowTotal, type ParsedList } from '../../http/kit';
import type { Outbox } from '../../mail/outbox';
import { sanitizeRichText } from '../../services/sanitize';

/**
 * The email folder's repository (docs/decisions/0196): custom emails and their delivery, the static
 * templates' wording, the company's email rules and their staff, and the outbox. Custom emails,
 * templates and the outbox are the platform's; rules and assignments are scoped to the caller's company.
 */

type Lang = 'en' | 'vn';

// ----- custom emails and sending -----

export const customList = defineList({
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

type CustomEmailRow = typeof customEmails.$inferSelect;

function toCustom(row: CustomEmailRow, delivery: Delivery = noDelivery) {
  return {
    ...row,
    status: row.status === 'sent' ? ('sent' as const) : ('draft' as const),
    sentAt: iso(row.sentAt),
    delivery,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One custom email as the API answers it, with its delivery counted. */
async function customAnswer(db: Db, row: CustomEmailRow) {
  return toCustom(row, (await deliveryOf(db, [row.id])).get(row.id));
}

/** One page of custom emails, each with its delivery (counted for the page in one query). */
export async function listCustomEmails(db: Db, list: ParsedList) {
  const page = await listRows(
    list,
    db
      .select({ ...getTableColumns(customEmails), total: windowTotal })
      .from(customEmails)
      .where(list.where)
      .orderBy(...list.orderBy),
    (row) => row,
  );
  const delivery = await deliveryOf(
    db,
    page.data.map((r) => r.id),
  );
  return { ...page, data: page.data.map((r) => toCustom(r, delivery.get(r.id))) };
}

/** One custom email, or NO_RECORD_FOUND_FOR_ID. */
export async function getCustomEmail(db: Db, id: number) {
  const [row] = await db.select().from(customEmails).where(eq(customEmails.id, id));
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return customAnswer(db, row);
}

export interface CustomEmailInput {
  subject?: string;
  body?: string;
  recipientUserIds?: number[];
  recipientCompanyIds?: number[];
}

/** Writes a draft custom email (subject trimmed, body sanitised). */
export async function createCustomEmail(
  db: Db,
  input: Required<Pick<CustomEmailInput, 'subject' | 'body'>> & CustomEmailInput,
  userId: number,
  now: () => Date,
) {
  const [row] = await db
    .insert(customEmails)
    .values({
      subject: input.subject.trim(),
      body: sanitizeRichText(input.body),
      recipientUserIds: input.recipientUserIds ?? [],
      recipientCompanyIds: input.recipientCompanyIds ?? [],
      createdBy: userId,
      createdAt: now(),
      updatedAt: now(),
    })
    .returning();
  return toCustom(row!);
}

/** Edits a custom email (the fields given), or NO_RECORD_FOUND_FOR_ID. */
export async function updateCustomEmail(db: Db, id: number, changes: CustomEmailInput, now: () => Date) {
  const { body: html, subject, ...rest } = changes;
  const [row] = await db
    .update(customEmails)
    .set({
      ...rest,
      ...(subject !== undefined ? { subject: subject.trim() } : {}),
      ...(html !== undefined ? { body: sanitizeRichText(html) } : {}),
      updatedAt: now(),
    })
    .where(eq(customEmails.id, id))
    .returning();
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return customAnswer(db, row);
}

/** The addresses of the chosen staff and of the active staff of the chosen employers; none is a VALIDATION_ERROR. */
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
  const to = [...new Set([...byUser, ...byCompany].map((r) => r.email))];
  if (to.length === 0) throw fail('VALIDATION_ERROR', [{ field: 'recipients', code: 'validation.required' }]);
  return to;
}

/** Queues one message per recipient in the outbox; the first carries the active BCC addresses. */
async function sendToRecipients(mail: Outbox, tx: Db, subject: string, body: string, to: string[], source: string) {
  const bcc = (await tx.select({ name: bccEmails.name }).from(bccEmails).where(eq(bccEmails.status, 1))).map(
    (r) => r.name,
  );
  const html = sanitizeRichText(body);
  const text = htmlToText(html);
  await mail.enqueue(
    to.map((address, i) => ({ to: [address], bcc: i === 0 ? bcc : [], subject, html, text, source })),
    tx,
  );
}

/** Sends a custom email to its recipients in one transaction and marks it sent; answers it. */
export async function sendCustomEmail(db: Db, mail: Outbox, id: number, now: () => Date) {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(customEmails).where(eq(customEmails.id, id));
    if (!current) throw fail('NO_RECORD_FOUND_FOR_ID');
    const to = await recipientsOf(tx, current.recipientUserIds, current.recipientCompanyIds);
    await sendToRecipients(mail, tx, current.subject, current.body, to, sourceOf(current.id));
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
  return customAnswer(db, row);
}

/** Sends an email at once (no draft kept); answers how many messages were queued. */
export async function sendEmail(
  db: Db,
  mail: Outbox,
  input: Required<Pick<CustomEmailInput, 'subject' | 'body'>> & CustomEmailInput,
) {
  return db.transaction(async (tx) => {
    const to = await recipientsOf(tx, input.recipientUserIds ?? [], input.recipientCompanyIds ?? []);
    await sendToRecipients(mail, tx, input.subject.trim(), input.body, to, 'send-email');
    return to.length;
  });
}

// ----- static templates (section 7), en and vn -----

/** Every static template in en and vn, with the administrator's wording where set. */
export async function listTemplates(db: Db) {
  const overrides = await db.select().from(emailTemplateOverrides);
  return emailTemplateKeys.flatMap((key) =>
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
}

/** The administrator's wording of a template in a language, if set. */
export async function templateWording(db: Db, key: EmailTemplateKey, lang: Lang) {
  const [own] = await db
    .select()
    .from(emailTemplateOverrides)
    .where(and(eq(emailTemplateOverrides.key, key), eq(emailTemplateOverrides.lang, lang)));
  return own;
}

/** Sets the wording of a template in a language (body sanitised); answers the template. */
export async function saveTemplateWording(
  db: Db,
  input: { key: EmailTemplateKey; lang: Lang; subject: string; body: string },
  now: () => Date,
) {
  const { key, lang, subject } = input;
  const body = sanitizeRichText(input.body);
  await db
    .insert(emailTemplateOverrides)
    .values({ key, lang, subject, body, updatedAt: now() })
    .onConflictDoUpdate({
      target: [emailTemplateOverrides.key, emailTemplateOverrides.lang],
      set: { subject, body, updatedAt: now() },
    });
  return { key, lang, subject, body, placeholders: templatePlaceholders(`${subject} ${body}`), customised: true };
}

// ----- email rules and their staff (company-owned) -----

/** Rules as the API answers them, each with its staff. */
async function ruleOut(db: Db, rows: Array<typeof emailRules.$inferSelect>) {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(emailRuleStaff).where(inArray(emailRuleStaff.ruleId, ids)) : [];
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

/** The company's email rules, name ascending, with their staff. */
export async function listRules(db: Db, scope: TenantScope) {
  const rows = await db
    .select()
    .from(emailRules)
    .where(eq(emailRules.companyId, scope.companyId))
    .orderBy(emailRules.name, emailRules.id);
  return ruleOut(db, rows);
}

/**
 * Adds a rule to the company; `check` judges the name against the company's names that equal it in any
 * case (and throws), all in one transaction.
 */
export async function createRule(
  db: Db,
  scope: TenantScope,
  input: { name?: string; type: string; status?: 0 | 1 },
  check: (name: string | undefined, same: string[]) => void,
) {
  const rows = await db.transaction(async (tx) => {
    const same = await tx
      .select({ name: emailRules.name })
      .from(emailRules)
      .where(
        and(
          eq(emailRules.companyId, scope.companyId),
          sql`lower(${emailRules.name}) = lower(${(input.name ?? '').trim()})`,
        ),
      );
    check(
      input.name,
      same.map((r) => r.name),
    );
    return tx
      .insert(emailRules)
      .values({
        companyId: scope.companyId,
        name: input.name!.trim(),
        type: input.type,
        status: input.status ?? 1,
      })
      .returning();
  });
  return (await ruleOut(db, rows))[0]!;
}

/** Deletes a rule of the company and its assignments, or NO_RECORD_FOUND_FOR_ID. */
export async function deleteRule(db: Db, scope: TenantScope, id: number) {
  const rows = await db
    .delete(emailRules)
    .where(and(eq(emailRules.id, id), eq(emailRules.companyId, scope.companyId)))
    .returning({ id: emailRules.id });
  if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
}

const assignmentColumns = { id: emailRuleStaff.id, ruleId: emailRuleStaff.ruleId, staffId: emailRuleStaff.staffId };

/** Which of the company's staff receive which rule. */
export async function listAssignments(db: Db, scope: TenantScope) {
  return db
    .select(assignmentColumns)
    .from(emailRuleStaff)
    .where(eq(emailRuleStaff.companyId, scope.companyId))
    .orderBy(emailRuleStaff.id);
}

/**
 * Assigns a staff member to a rule, both of the company (else NO_RECORD_FOUND_FOR_ID); an assignment
 * already there is DUPLICATE_ITEM_NAME.
 */
export async function addAssignment(db: Db, scope: TenantScope, ruleId: number, staffId: number) {
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
    .returning(assignmentColumns);
  if (!row) throw fail('DUPLICATE_ITEM_NAME');
  return row;
}

/** Removes an assignment of the company, or NO_RECORD_FOUND_FOR_ID. */
export async function deleteAssignment(db: Db, scope: TenantScope, id: number) {
  const rows = await db
    .delete(emailRuleStaff)
    .where(and(eq(emailRuleStaff.id, id), eq(emailRuleStaff.companyId, scope.companyId)))
    .returning({ id: emailRuleStaff.id });
  if (rows.length === 0) throw fail('NO_RECORD_FOUND_FOR_ID');
}

// ----- the outbox, for the platform administrator -----

export const outboxList = defineList({
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

/** One page of the outbox's messages. */
export function listOutbox(db: Db, list: ParsedList) {
  return listRows(
    list,
    db
      .select({ ...getTableColumns(outbox), total: windowTotal })
      .from(outbox)
      .where(list.where)
      .orderBy(...list.orderBy),
    (r) => ({
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
    }),
  );
}

/** Puts a message not yet sent back in the queue, or NO_RECORD_FOUND_FOR_ID. */
export async function retryOutboxMessage(db: Db, id: number, now: () => Date) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now() })
    .where(and(eq(outbox.id, id), ne(outbox.status, 'sent')))
    .returning({ id: outbox.id, status: outbox.status });
  if (!row) throw fail('NO_RECORD_FOUND_FOR_ID');
  return row;
}
