import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { companySectors, disciplines, educations, levels, sectors } from './reference';
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
    // GET /jobs/search (docs/decisions/0082): job_search_document is an immutable SQL function created
    // by the migration (position weight A, skills B, description C).
    index('jobs_search_idx').using('gin', sql`job_search_document(${t.position}, ${t.description}, ${t.skills})`),
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

/** Hiring-manager contacts of the job's hiring entity attached to the job (section 3 "jobProjectContact"). */
export const jobProjectContacts = pgTable(
  'job_project_contacts',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => departmentContacts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.contactId] })],
);

/** Education levels a job asks for (reference list `educations`). */
export const jobEducations = pgTable(
  'job_educations',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    educationId: integer('education_id')
      .notNull()
      .references(() => educations.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.educationId] })],
);

/**
 * Sectors of a job: a platform sector or one of the company's own sectors, exactly one of the two
 * (the two lists number their ids independently, docs/decisions/0081).
 */
export const jobSectors = pgTable(
  'job_sectors',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sectorId: integer('sector_id').references(() => sectors.id),
    companySectorId: integer('company_sector_id').references(() => companySectors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_sectors_one_sector', sql`num_nonnulls(${t.sectorId}, ${t.companySectorId}) = 1`),
    uniqueIndex('job_sectors_job_sector_key')
      .on(t.jobId, t.sectorId)
      .where(sql`${t.sectorId} is not null`),
    uniqueIndex('job_sectors_job_company_sector_key')
      .on(t.jobId, t.companySectorId)
      .where(sql`${t.companySectorId} is not null`),
  ],
);

/**
 * Sector filters of a job (section 3): a sector (platform or company, exactly one) with an optional
 * discipline and level; rows are added one by one and deleted by filter (docs/decisions/0081).
 */
export const jobSectorFilters = pgTable(
  'job_sector_filters',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sectorId: integer('sector_id').references(() => sectors.id),
    companySectorId: integer('company_sector_id').references(() => companySectors.id),
    disciplineId: integer('discipline_id').references(() => disciplines.id),
    levelId: integer('level_id').references(() => levels.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_sector_filters_one_sector', sql`num_nonnulls(${t.sectorId}, ${t.companySectorId}) = 1`),
    index('job_sector_filters_job_idx').on(t.jobId),
  ],
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
