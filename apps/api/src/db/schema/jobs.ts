import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Job statuses reference list (spec section 4): ids 239, 240, 242, 2521, 2522 with display colours. */
export const jobStatuses = pgTable(
  'job_statuses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    name: text('name').notNull(),
    colour: text('colour').notNull().default('#616161'),
    status: integer('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_statuses_name_key').on(sql`lower(${t.name})`)],
);

/** Jobs posted by an employer (spec section 3 "Job"); every row belongs to one company. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: text('position').notNull(),
    jobStatusId: integer('job_status_id')
      .notNull()
      .references(() => jobStatuses.id),
    publishState: text('publish_state').notNull().default('draft'), // @arms/domain publishStates ids
    vacancies: integer('vacancies').notNull().default(1),
    hiringType: integer('hiring_type'),
    salaryMin: numeric('salary_min', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: integer('salary_period'),
    countryOfWork: text('country_of_work'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_created_idx').on(t.companyId, t.createdAt),
    index('jobs_company_status_idx').on(t.companyId, t.jobStatusId),
  ],
);
