import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { outbox } from './email';
import { jobs } from './jobs';
import { users } from './users';

/**
 * PostgreSQL's `tsvector`. Written only from @arms/domain's `skillsToTsVector` literal cast with
 * `::tsvector` (docs/decisions/0020), never through `to_tsvector`.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

const emptyTextArray = sql`'{}'::text[]`;
const emptyIntArray = sql`'{}'::integer[]`;

/** A messenger account of a resume (section 3 "messengers"): the social link type and the handle. */
export interface ResumeMessenger {
  type: string;
  value: string;
}

/** A reminder on a resume (section 3 "reminders"). */
export interface ResumeReminder {
  remindAt: string;
  note: string;
}

/**
 * The indexes of `GET /resumes`' sorts (docs/decisions/0164): the company, the column ascending or
 * descending, then the tie-breaks `updated_at desc, id desc`; `id` is unique and needs none.
 */
function listSortIndexes(t: {
  companyId: ExtraConfigColumn;
  id: ExtraConfigColumn;
  firstName: ExtraConfigColumn;
  lastName: ExtraConfigColumn;
  email: ExtraConfigColumn;
  createdBy: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
  updatedAt: ExtraConfigColumn;
  nationalityId: ExtraConfigColumn;
  currentLocationId: ExtraConfigColumn;
  residentialStatusId: ExtraConfigColumn;
}) {
  // A column's asc()/desc() set its config in place: each index takes fresh ones.
  const ties = () => [t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()];
  const both = (name: string, column: ExtraConfigColumn) => [
    index(`resumes_list_${name}_idx`).on(t.companyId, column.asc().nullsLast(), ...ties()),
    index(`resumes_list_${name}_desc_idx`).on(t.companyId, column.desc().nullsFirst(), ...ties()),
  ];
  return [
    index('resumes_company_created_by_idx').on(t.companyId, t.createdBy.asc().nullsLast(), ...ties()),
    index('resumes_list_created_by_desc_idx').on(t.companyId, t.createdBy.desc().nullsFirst(), ...ties()),
    index('resumes_list_updated_idx').on(t.companyId, ...ties()),
    index('resumes_list_updated_asc_idx').on(t.companyId, t.updatedAt.asc().nullsLast(), t.id.desc().nullsFirst()),
    index('resumes_list_id_idx').on(t.companyId, t.id),
    ...both('first_name', t.firstName),
    ...both('last_name', t.lastName),
    ...both('email', t.email),
    ...both('created', t.createdAt),
    ...both('nationality', t.nationalityId),
    ...both('location', t.currentLocationId),
    ...both('residential_status', t.residentialStatusId),
  ];
}

/**
 * Resumes (spec section 3 "Resume"), owned by one employer. The first eight columns are the shared
 * minimal table the jobs branch also declares; keep their names and types.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),

    salutation: text('salutation'),
    gender: text('gender'), // @arms/domain genders ids
    dob: date('dob', { mode: 'string' }),
    photoPath: text('photo_path'),
    cvPath: text('cv_path'),
    cvName: text('cv_name'),
    cvMimeType: text('cv_mime_type'),
    motherTongue: text('mother_tongue'),
    nationalityId: integer('nationality_id'),
    maritalStatusId: integer('marital_status_id'),
    religion: text('religion'),
    languages: text('languages').array().notNull().default(emptyTextArray),
    contactHome: text('contact_home'),
    currentLocationId: integer('current_location_id'),
    residentialStatusId: integer('residential_status_id'),
    educationalAward: text('educational_award'),
    instNameLoc: text('inst_name_loc'),
    showImageInPdf: boolean('show_image_in_pdf').notNull().default(false),
    salaryAmount: numeric('salary_amount', { precision: 12, scale: 2, mode: 'number' }),
    salaryFreq: integer('salary_freq'),
    salaryCurrency: text('salary_currency'),
    salaryIsSgd: boolean('salary_is_sgd').notNull().default(false),
    expSalaryAmount: numeric('exp_salary_amount', { precision: 12, scale: 2, mode: 'number' }),
    expSalaryFreq: integer('exp_salary_freq'),
    expSalaryCurrency: text('exp_salary_currency'),
    expSalaryIsSgd: boolean('exp_salary_is_sgd').notNull().default(false),
    expRmsIsNegotiable: boolean('exp_rms_is_negotiable').notNull().default(false),
    /** Days until the candidate can start (@arms/domain availabilities ids; 0 immediate). */
    availability: integer('availability'),
    /** Total working experience in months (experience bands are years = months / 12, section 9). */
    experienceMonths: integer('experience_months'),
    skills: text('skills').array().notNull().default(emptyTextArray),
    /** skillsToTsVector(skills), rewritten with every change of `skills` (docs/decisions/0020). */
    skillsVector: tsvector('skills_vector')
      .notNull()
      .default(sql`''::tsvector`),
    specialtyIds: integer('specialty_ids').array().notNull().default(emptyIntArray),
    sectorIds: integer('sector_ids').array().notNull().default(emptyIntArray),
    tags: text('tags').array().notNull().default(emptyTextArray),
    messengers: jsonb('messengers').$type<ResumeMessenger[]>().notNull().default([]),
    reminders: jsonb('reminders').$type<ResumeReminder[]>().notNull().default([]),
    remarks: text('remarks'),
    blacklistReason: text('blacklist_reason'),
    lastEmploymentStatus: integer('last_employment_status'),
    /** The resume this one was cloned from (POST resume/clone). */
    clonedFrom: integer('cloned_from'),
    /** The recruiter's flag (section 4): @arms/domain flags ids red, blue, grey; null unflagged. */
    flag: text('flag'),
    /** Resume hiring type (section 4): @arms/domain resumeHiringTypes ids 1 placement, 2 contract, 3 none. */
    hiringType: integer('hiring_type'),
    /** Where the resume came from: one of the company's resume source channels (section 3). */
    sourceChannelId: integer('source_channel_id'),
    /**
     * When the candidate accepted the employer's terms (data protection policy); PATCH resumes/reset-term
     * clears it so the candidate is asked again (docs/decisions/0186).
     */
    termAcceptedAt: timestamp('term_accepted_at', { withTimezone: true }),
  },
  (t) => [
    // The search's top-N and capped count (docs/decisions/0183): a company's resumes newest first; its
    // migration (0013) adds INCLUDE (skills_vector and the search filters' columns), which drizzle
    // cannot declare, so the search reads it as an index-only scan.
    index('resumes_company_recent_idx').on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The search's most selective filters (docs/decisions/0183): a location's or a nationality's resumes
    // newest first. Their migration (0016) adds INCLUDE (skills_vector and the scalar filter columns), so
    // a search with such a filter reads them as an index-only scan that checks the tsquery on the index
    // tuple, instead of ANDing the GIN's bitmap of every resume with a frequent word (docs/decisions/0198).
    index('resumes_company_location_idx').on(
      t.companyId,
      t.currentLocationId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('resumes_company_nationality_idx').on(
      t.companyId,
      t.nationalityId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('resumes_tags_idx').using('gin', t.tags),
    // The skills search's GIN (docs/decisions/0202; it replaced resumes_skills_vector_idx of 0183, which the
    // planner no longer chose): the skills words, the tags and `arms_resume_search_keys` (the week of
    // updated_at and minus the residential status, a function of migration 0018), so one index scan
    // intersects a query with its tag and status filters and with the weeks of a recent window, and the
    // heap is read only for the window's matches. Written straight into the posting trees (no pending
    // list to scan), as 0183 did.
    index('resumes_search_window_idx')
      .using('gin', t.skillsVector, t.tags, sql`arms_resume_search_keys(${t.updatedAt}, ${t.residentialStatusId})`)
      .with({ fastupdate: false }),
    // `GET /resumes` pages ids from these in the list's order (its sort, then `updated_at desc, id desc`),
    // an index-only scan however deep the page (docs/decisions/0164): one per sortable column and
    // direction, since the tie-breaks stay descending whichever way the column goes (read backwards, an
    // ascending index would leave every tie to sort). Their migration (0017) adds INCLUDE (created_by), so
    // the "own uploads" scope is checked on the index tuple; in `resumes_company_created_by_idx` it is a key.
    ...listSortIndexes(t),
    index('resumes_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    index('resumes_company_flag_idx').on(t.companyId, t.flag),
    index('resumes_company_source_channel_idx').on(t.companyId, t.sourceChannelId),
    index('resumes_company_name_dob_idx').on(t.companyId, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.dob),
  ],
);

/** Contacts of a resume (section 3): category (MobileNo 1, OfficeNo 2, Email 3, ContactNo 4) and value. */
export const resumeContacts = pgTable(
  'resume_contacts',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    category: integer('category').notNull(),
    value: text('value').notNull(),
    /** The value as the duplicate check compares it: a lower-cased email or a phone's digits. */
    matchKey: text('match_key').notNull(),
  },
  (t) => [
    index('resume_contacts_resume_idx').on(t.resumeId),
    index('resume_contacts_company_key_idx').on(t.companyId, t.matchKey),
  ],
);

/**
 * Work experiences and employment history of a resume (section 3 and 5): period from/to, company,
 * position, division and duties.
 */
export const resumeWorkExperiences = pgTable(
  'resume_work_experiences',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }),
    company: text('company').notNull(),
    position: text('position').notNull(),
    division: text('division'),
    duties: text('duties'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('resume_work_experiences_resume_idx').on(t.resumeId)],
);

/** Referee contacts of a resume (section 3 "Referee contact": refContactId, avatar). */
export const resumeReferees = pgTable(
  'resume_referees',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation'),
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
    avatarPath: text('avatar_path'),
  },
  (t) => [index('resume_referees_resume_idx').on(t.resumeId)],
);

/** Resume histories and updated logs (section 7 "resume/updated-logs"): what changed, by whom, when. */
export const resumeHistories = pgTable(
  'resume_histories',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fields: text('fields').array().notNull().default(emptyTextArray),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The note of an updated log (action 'reviewed'), editable by its author (docs/decisions/0102). */
    note: text('note'),
    noteUpdatedAt: timestamp('note_updated_at', { withTimezone: true }),
  },
  (t) => [index('resume_histories_resume_idx').on(t.resumeId, t.createdAt)],
);

/**
 * Jobs a candidate has applied to (section 7 "applied jobs"): one of the company's jobs, or a position
 * elsewhere typed by the recruiter (company name and position), with the date and the outcome.
 */
export const resumeAppliedJobs = pgTable(
  'resume_applied_jobs',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    position: text('position').notNull(),
    appliedDate: date('applied_date', { mode: 'string' }),
    /** applied | interviewing | offered | hired | rejected | withdrawn (docs/decisions/0101). */
    outcome: text('outcome').notNull().default('applied'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_applied_jobs_resume_idx').on(t.resumeId)],
);

/** An employer's branded resume format (section 2 settings "resume-format"; docs/decisions/0103). */
export const companyResumeFormats = pgTable('company_resume_formats', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  format: jsonb('format').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Email reminders of a resume (section 7 "email reminders (add, list)", docs/decisions/0186): a note the
 * recipient (a user of the company) is emailed at `remindAt` through the email outbox.
 */
export const resumeEmailReminders = pgTable(
  'resume_email_reminders',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    subject: text('subject').notNull(),
    note: text('note').notNull().default(''),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message waiting in the email outbox until `remindAt` (its status tells whether it was sent). */
    outboxId: integer('outbox_id').references(() => outbox.id),
  },
  (t) => [index('resume_email_reminders_resume_idx').on(t.resumeId, t.remindAt)],
);
