import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { jobResumes } from './nominations';
import { users } from './users';

/**
 * Interviews scheduled for a nomination (section 7 "Messages", send-interview); a nomination may have
 * several. mode: @arms/domain interviewModes (1 in person, 2 phone, 3 online, 4 others). `uid` is the
 * calendar UID every invitation, update and cancellation carries; `sequence` grows by one with each
 * reschedule and the cancellation (RFC 5545). status: scheduled or cancelled (docs/decisions/0090).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobResumeId: integer('job_resume_id')
      .notNull()
      .references(() => jobResumes.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    mode: integer('mode').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    place: text('place'),
    link: text('link'),
    notes: text('notes'),
    sequence: integer('sequence').notNull().default(0),
    status: text('status').notNull().default('scheduled'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_uid_key').on(t.uid),
    index('interviews_nomination_idx').on(t.jobResumeId, t.startsAt),
  ],
);
