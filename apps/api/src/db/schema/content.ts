import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Items of the CMS collections (spec section 3 "CMS items"): news and events, articles, banners,
 * advertisements, social links. One table, `kind` tells them apart; each kind's own fields live in
 * typed columns shared by several kinds (docs/decisions/0045).
 */
export const cmsItems = pgTable(
  'cms_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitised rich text (never stored unsanitised). */
    content: text('content').notNull().default(''),
    link: text('link'),
    imagePath: text('image_path'),
    /** Advertisement placement, or social link type. */
    placement: text('placement'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    status: integer('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_items_kind_idx').on(t.kind, t.sortOrder)],
);

/** Single content blocks by id (section 7): logo, term-of-use, about-us, footer, contact-detail... */
export const cmsBlocks = pgTable('cms_blocks', {
  id: text('id').primaryKey(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  imagePath: text('image_path'),
  /** Extra structured values of a block (the contact detail's telephone, fax, address...). */
  data: jsonb('data')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the public contact-us form (section 3). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    industry: text('industry'),
    message: text('message').notNull(),
    telephone: text('telephone'),
    fax: text('fax'),
    address: text('address'),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
