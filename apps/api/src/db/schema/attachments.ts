import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Files attached to an employer's records (docs/decisions/0071): hiring entity documents, job
 * documents and worksheets, nomination documents, costing files and consent acknowledgements, resume
 * documents. One table, because every one of them is "a file of this kind on that record of this
 * company"; the owner is (ownerType, ownerId) and the company is always on the row, so a query that
 * forgets the tenant cannot be written through the helpers in src/files/attachments.ts.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** department | job | job_resume | resume */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** document | worksheet | costing | acknowledgement */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner_idx').on(t.companyId, t.ownerType, t.ownerId, t.kind)],
);
