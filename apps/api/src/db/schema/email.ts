import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { staff, users } from './users';

/** A file of an outbox message as stored: `content` is base64. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every email is written here first (ARCHITECTURE.md "Email"), then delivered with retries when SMTP
 * is configured. status: pending, sent, failed (gave up after the last attempt).
 */
export const outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The static template or custom email it came from, for the admin's record. */
    source: text('source'),
    /** Files sent with the message (an interview's .ics), their content base64-encoded. */
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Custom emails written by the platform administrator and sent to chosen staff or employers (section 2 /arms/emails). */
export const customEmails = pgTable('custom_emails', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  recipientUserIds: integer('recipient_user_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  recipientCompanyIds: integer('recipient_company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  status: text('status').notNull().default('draft'),
  sentCount: integer('sent_count').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The administrator's wording of a static template in one language (POST email-template, section 7). */
export const emailTemplateOverrides = pgTable(
  'email_templates',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** An employer's email-alert rules (section 9 rule types), default order name ascending. */
export const emailRules = pgTable(
  'email_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_rules_company_idx').on(t.companyId)],
);

/** Which staff receive a rule's alerts (rms-user email assignments, section 7). */
export const emailRuleStaff = pgTable(
  'email_rule_staff',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => emailRules.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_rule_staff_key').on(t.ruleId, t.staffId)],
);
