import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Accounts that sign in (spec section 3 "User"). Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    gender: integer('gender'),
    photoPath: text('photo_path'),
    emailSign: text('email_sign'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the address was proven by a verification or reset link (section 7 resend verification). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Interface language for the emails sent to this account (section 1): en or vn. */
    lang: text('lang').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Moves on when the password changes or is reset: tokens of an older generation are signed out. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** The one session a password change keeps (the one that made it); null after a reset. */
    sessionKeptJti: text('session_kept_jti'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/**
 * The staff record (spec section 3 "Staff user", `rms-users`): an account's standing in its company,
 * with the permissions that the guard checks for human resource staff.
 */
export const staff = pgTable(
  'rms_users',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    status: integer('status').notNull().default(1),
    permissionGroup: text('permission_group'),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFirstTimeLogin: boolean('is_first_time_login').notNull().default(true),
    acceptTermDate: timestamp('accept_term_date', { withTimezone: true }),
    /** The company's primary user, created by the employer sign-up (companies/registration). */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rms_users_user_id_key').on(t.userId), index('rms_users_company_id_idx').on(t.companyId)],
);

/** Access tokens revoked by logout (`DELETE /auth`), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins (issue 19, ADR 0192), per account (`account:<email>`) and per client address
 * (`address:<ip>`), in PostgreSQL so every API instance counts the same. A success clears the account's row.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Request budgets of the other limited routes (reset, registration, contact, checks; issue 19 point 7):
 * one fixed window per key (`<bucket>:ip:<address>`, `<bucket>:account:<email>`), in PostgreSQL so every
 * API instance behind one address spends the same budget.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Single-use account links (section 7 auth-management): password reset (2 hours) and email verification.
 * Only a SHA-256 hash of the token is stored, so a database leak yields no usable link.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // 'reset' | 'verify'
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

/** The users log of the administration portal (section 2 /arms/logs): every login attempt. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    portal: text('portal').notNull(),
    success: boolean('success').notNull(),
    /** The catalogue code of a refused login. */
    code: text('code'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt), index('login_logs_user_idx').on(t.userId)],
);

/** Job seekers of the candidate side, listed read-only in the administration portal (/arms/jobseeker). */
export const jobSeekers = pgTable(
  'job_seekers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    status: integer('status').notNull().default(1),
    nationalityId: integer('nationality_id'),
    locationId: integer('location_id'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    // The CV the job seeker uploaded (storage key, original name, type): GET download-cv/job-seeker/{userId}.
    cvPath: text('cv_path'),
    cvName: text('cv_name'),
    cvMimeType: text('cv_mime_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_seekers_email_key').on(t.email)],
);
