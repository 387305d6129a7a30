import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { departments } from './departments';
import { jobs } from './jobs';
import { resumes } from './resumes';
import { users } from './users';

/**
 * A resume nominated to a job or to a hiring entity (job-resume, section 3). status: @arms/domain
 * nominationStatuses (1 to 12). One nomination per resume and target (partial unique indexes).
 */
export const jobResumes = pgTable(
  'job_resumes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(1),
    /** Came in through the candidate portal (bulk status update applies to these). */
    isPortal: integer('is_portal').notNull().default(0),
    /**
     * The employer's review of a portal resume (section 4 "Portal resume: Pending, Approved"; @arms/domain
     * portalResumeStates): 'pending' when it arrives through the candidate portal, 'approved' once a staff
     * member has reviewed it (docs/decisions/0134). Null for nominations made by staff.
     */
    portalState: text('portal_state'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_resumes_job_resume_key')
      .on(t.jobId, t.resumeId)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex('job_resumes_department_resume_key')
      .on(t.departmentId, t.resumeId)
      .where(sql`${t.departmentId} is not null`),
    index('job_resumes_company_job_idx').on(t.companyId, t.jobId, t.status),
    index('job_resumes_company_portal_idx')
      .on(t.companyId, t.portalState, t.createdAt)
      .where(sql`${t.isPortal} = 1`),
  ],
);

/**
 * Signed candidate links (section 9): one row per issued token so an answer is accepted exactly once.
 * kind: invitation (86400 s) or feedback (604800 s).
 */
export const candidateTokens = pgTable(
  'candidate_tokens',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobResumeId: integer('job_resume_id').references(() => jobResumes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    answer: jsonb('answer'),
  },
  (t) => [index('candidate_tokens_job_idx').on(t.jobId)],
);

/**
 * Every status a nomination entered, with when and by whom (from null on creation). The reports'
 * "time spent in each status" is the gap between consecutive rows (docs/decisions/0070).
 */
export const jobResumeStatusChanges = pgTable(
  'job_resume_status_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id')
      .notNull()
      .references(() => jobResumes.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_resume_status_changes_nomination_idx').on(t.jobResumeId, t.createdAt),
    index('job_resume_status_changes_company_idx').on(t.companyId, t.createdAt),
  ],
);
