import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The reference document set (spec section 3 "documents ... with public key"; TBB documents): files
 * the platform administrator publishes to every employer. `publicKey` makes one shareable without a
 * session; null keeps it private.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    publicKey: text('public_key'),
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_public_key').on(t.publicKey), index('documents_created_idx').on(t.createdAt)],
);
