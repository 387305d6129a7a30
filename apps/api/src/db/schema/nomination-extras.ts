import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { companies } from './companies';
import { departments } from './departments';
import { jobs } from './jobs';
import { jobResumes } from './nominations';
import { resumes } from './resumes';
import { users } from './users';

/** Dated remarks on a nomination by the staff who work on it (section 3 "remarks"; ADR 0085). */
export const jobResumeRemarks = pgTable(
  'job_resume_remarks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id')
      .notNull()
      .references(() => jobResumes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_resume_remarks_nomination_idx').on(t.jobResumeId, t.createdAt)],
);

/** Who opened a nomination and when, at most one row per user per hour (section 3 "visitors"; ADR 0087). */
export const jobResumeVisits = pgTable(
  'job_resume_visits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id')
      .notNull()
      .references(() => jobResumes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_resume_visits_nomination_idx').on(t.jobResumeId, t.userId, t.visitedAt)],
);

/**
 * The candidate's consent to be nominated (section 3 "acknowledgements (consent notification)";
 * ADR 0087): who gave it, how and when, who recorded it, and the generated notification PDF.
 */
export const jobResumeAcknowledgements = pgTable(
  'job_resume_acknowledgements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id')
      .notNull()
      .references(() => jobResumes.id, { onDelete: 'cascade' }),
    /** The person who gave consent: the candidate, by name. */
    givenBy: text('given_by').notNull(),
    /** email | phone | inPerson | portal */
    method: text('method').notNull(),
    acknowledgedOn: date('acknowledged_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_resume_acknowledgements_nomination_idx').on(t.jobResumeId, t.createdAt)],
);

/**
 * Removed nominations (section 7 "DELETE jobs/resume/{id}"; ADR 0086): the row is gone with its status
 * log, so what it was, who removed it and when is kept here. No foreign key to the nomination.
 */
export const jobResumeRemovals = pgTable(
  'job_resume_removals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    isPortal: integer('is_portal').notNull().default(0),
    nominatedAt: timestamp('nominated_at', { withTimezone: true }).notNull(),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_resume_removals_company_idx').on(t.companyId, t.removedAt)],
);
