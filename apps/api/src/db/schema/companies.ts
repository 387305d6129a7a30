import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
