import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Employers (spec section 3 "Company"). status: 1 active, 0 suspended, 2 pending approval. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  companyUrl: text('company_url'),
  registrationNumber: text('registration_number'),
  agencyNumber: text('agency_number'),
  logoPath: text('logo_path'),
  credits: integer('credits').notNull().default(0),
  subscriptionStart: timestamp('subscription_start', { withTimezone: true }),
  subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
  featured: boolean('featured').notNull().default(false),
  anonymousPosting: boolean('anonymous_posting').notNull().default(false),
  website: text('website'),
  /** Footer texts shown under the company's pages and emails (section 3). */
  footerTexts: text('footer_texts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The company's data protection policy, sanitised rich text (section 3). */
  dataProtectionPolicy: text('data_protection_policy'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's data version (docs/decisions/0207): raised by triggers (migration 0020) in the same
 * transaction as every write to the rows the hot lists answer with (jobs, nominations, their status log,
 * the nominated resumes' names and work experiences, the job statuses). An answer cached with the version
 * it was read at is still the answer while the version is unchanged. No foreign key: the triggers of a
 * company's cascaded delete may still write its row, and a deleted company's row is never read again.
 */
export const companyDataVersions = pgTable('company_data_versions', {
  companyId: integer('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
