import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Every change of an employer's job posting credits made by the platform administrator (spec section 2
 * "credits"): the amount, the balance it left and why (docs/decisions/0150).
 */
export const companyCreditChanges = pgTable(
  'company_credit_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_credit_changes_company_idx').on(t.companyId, t.createdAt)],
);
