import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The columns every reference list shares (spec section 3 "Master data lists"): id, name, status, order. */
function standardColumns() {
  return {
    // Ids the spec gives (job statuses 239.., residential statuses 1..9) are seeded explicitly;
    // new items number from 100000 so they never collide with them (docs/decisions/0041).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    name: text('name').notNull(),
    status: integer('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** A platform-wide list, managed by the platform administrator; names are unique case-insensitively. */
function platformList<E extends Record<string, PgColumnBuilderBase>>(name: string, extras: E) {
  return pgTable(name, { ...standardColumns(), ...extras }, (t) => [
    uniqueIndex(`${name}_name_key`).on(sql`lower(${t.name})`),
  ]);
}

/** A list each employer keeps for itself (scoped by company_id); `base_id` may point at the platform item it adopts. */
function companyList<E extends Record<string, PgColumnBuilderBase>>(name: string, extras: E) {
  return pgTable(
    name,
    {
      ...standardColumns(),
      companyId: integer('company_id')
        .notNull()
        .references(() => companies.id),
      ...extras,
    },
    (t) => [
      uniqueIndex(`${name}_company_name_key`).on(t.companyId, sql`lower(${t.name})`),
      index(`${name}_company_idx`).on(t.companyId),
    ],
  );
}

export const currencies = platformList('currencies', { code: text('code'), symbol: text('symbol') });
export const sectors = platformList('sectors', {});
export const levels = platformList('levels', {});
export const ranks = platformList('ranks', {});
export const disciplines = platformList('disciplines', {});
export const educations = platformList('educations', {});
export const nationalities = platformList('nationalities', { code: text('code') });
export const locations = platformList('locations', {
  code: text('code'),
  dialingCode: text('dialing_code'),
  nationalitieId: integer('nationalitie_id'),
});
export const subLocations = platformList('sub_locations', { locationId: integer('location_id') });
export const designations = platformList('designations', {});
export const residentialStatusList = platformList('residential_statuses', {});
export const professionalRoles = platformList('professional_roles', {});
export const maritalStatuses = platformList('marital_statuses', {});
export const salaryPeriodList = platformList('salary_periods', {});
export const trendingKeywords = platformList('trending_keywords', {
  blocked: boolean('blocked').notNull().default(false),
});
export const blacklistKeywords = platformList('blacklist_keywords', {});
/** SEO entries: `name` is the page path; title, description and keywords its meta tags. */
export const seoEntries = platformList('seo_entries', {
  title: text('title'),
  description: text('description'),
  keywords: text('keywords'),
});
/** Addresses copied (BCC) on the platform's custom emails: `name` is the address. */
export const bccEmails = platformList('bcc_emails', {});

export const companySectors = companyList('company_sectors', { baseId: integer('base_id') });
export const companyRanks = companyList('company_ranks', { baseId: integer('base_id') });
export const companyDisciplines = companyList('company_disciplines', { baseId: integer('base_id') });
export const companyDesignations = companyList('company_designations', { baseId: integer('base_id') });
export const sourceChannels = companyList('resume_source_channels', {});
