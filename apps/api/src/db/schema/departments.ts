import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Hiring entities (spec section 3 "Department", also called projects); every row belongs to one company. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    website: text('website'),
    workingHour: text('working_hour'),
    benefits: text('benefits'),
    protocol: text('protocol'),
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('departments_company_idx').on(t.companyId, t.name)],
);

/** Hiring managers of a hiring entity (section 3 "contacts/hiring managers"); status 1 active, 0 suspended. */
export const departmentContacts = pgTable(
  'department_contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    designation: text('designation'),
    tel: text('tel'),
    mobile: text('mobile'),
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('department_contacts_department_idx').on(t.departmentId)],
);

/** Who opened which hiring entity and when (section 3 "access logs"). */
export const departmentAccessLogs = pgTable(
  'department_access_logs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('department_access_logs_department_idx').on(t.departmentId, t.createdAt)],
);
