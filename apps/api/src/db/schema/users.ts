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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rms_users_user_id_key').on(t.userId), index('rms_users_company_id_idx').on(t.companyId)],
);

/** Access tokens revoked by logout (`DELETE /auth`), kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
