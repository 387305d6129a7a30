import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { departmentContacts, departments } from './departments';
import { staff, users } from './users';

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
    salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
    /** The hiring entity (project) the job is for, and its hiring manager as contact person. */
    departmentId: integer('department_id').references(() => departments.id),
    contactPersonId: integer('contact_person_id').references(() => departmentContacts.id),
    contractDuration: integer('contract_duration'),
    contractDurationType: text('contract_duration_type'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    filter1: text('filter1'),
    filter2: text('filter2'),
    filter3: text('filter3'),
    specialty: text('specialty'),
    /** Staff ids the job is assigned to ("assigned to me", section 2). */
    teamAssignment: integer('team_assignment')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    postingExpiry: timestamp('posting_expiry', { withTimezone: true }),
    /** Warranty period in days (agency placements). */
    warrantyPeriod: integer('warranty_period'),
    description: text('description'),
    /** Credits spent on this job (one on its first publish, docs/decisions/0051). */
    creditsUsed: integer('credits_used').notNull().default(0),
    autoRepost: boolean('auto_repost').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_created_idx').on(t.companyId, t.createdAt),
    index('jobs_company_status_idx').on(t.companyId, t.jobStatusId),
  ],
);

/** Every change of a job, with its section 4 edit type (jobEditTypes) and the fields it changed. */
export const jobHistories = pgTable(
  'job_histories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    editType: text('edit_type').notNull(),
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_histories_job_idx').on(t.jobId, t.createdAt)],
);

/** Staff who co-own a job (section 3 "Job relations"). */
export const jobCoOwners = pgTable(
  'job_co_owners',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.staffId] })],
);

/** Auto repost per company (portal date frequency, section 7): every `frequency` days while active. */
export const portalDateFrequencies = pgTable('portal_date_frequencies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  frequency: integer('frequency').notNull().default(30),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
