import type { ErrorCode, NamedKind, Permission } from '@arms/domain';
import type { AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Type, type TSchema } from 'typebox';
import * as s from '../../db/schema';
import { DateTime, Nullable, type FieldKind } from '../../http/kit';

/** An extra typed field of one list (a currency's code, a location's dialing code...). */
export interface ExtraField {
  column: AnyColumn;
  schema: TSchema;
  kind: FieldKind;
}

/** One reference list served by the generic plugin (docs/decisions/0041). */
export interface ReferenceListDef {
  /** The API path (section 7 names): `currencies`, `company-sectors`... */
  path: string;
  /** The OpenAPI component name of one item. */
  schemaId: string;
  table: PgTable;
  /** platform: one list managed by the platform administrator; company: one list per employer. */
  scope: 'platform' | 'company';
  extras?: Record<string, ExtraField>;
  /** Lists with a meaningful order (statuses, periods) sort by it before the name. */
  ordered?: boolean;
  /** Platform data only the platform administrator may read (the platform's BCC addresses). */
  platformOnly?: boolean;
  /** Also served without a session at `/<path>/public` (section 7: sectors). */
  publicRead?: boolean;
  /** Items may be deleted (trending keywords, section 7); other lists suspend instead. */
  deletable?: boolean;
  /** The naming rule's kind: duplicate source channels have their own code. */
  nameKind?: NamedKind;
  /** Platform list a company list adopts items of (`baseId`). */
  base?: PgTable;
  /** The item name must also be an email address (BCC emails). */
  nameIsEmail?: boolean;
  /** Catalogue code used when an item with this id does not exist. */
  notFound?: ErrorCode;
  /** Permissions HR staff need to write a company list (section 6: tools need job_classification). */
  writePermissions?: Permission[];
}

const text = (column: AnyColumn, maxLength = 200): ExtraField => ({
  column,
  schema: Nullable(Type.String({ maxLength })),
  kind: 'string',
});
const int = (column: AnyColumn): ExtraField => ({
  column,
  schema: Nullable(Type.Integer({ minimum: 1 })),
  kind: 'integer',
});
const bool = (column: AnyColumn): ExtraField => ({ column, schema: Type.Boolean(), kind: 'boolean' });

/** Every master data list of sections 3 and 7, one generic typed resource each. */
export const referenceLists: ReferenceListDef[] = [
  {
    path: 'job-statuses',
    schemaId: 'JobStatusItem',
    table: s.jobStatuses,
    scope: 'platform',
    ordered: true,
    extras: {
      colour: { column: s.jobStatuses.colour, schema: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), kind: 'string' },
    },
  },
  {
    path: 'currencies',
    schemaId: 'Currency',
    table: s.currencies,
    scope: 'platform',
    extras: { code: text(s.currencies.code, 3), symbol: text(s.currencies.symbol, 8) },
  },
  {
    path: 'sectors',
    schemaId: 'Sector',
    table: s.sectors,
    scope: 'platform',
    publicRead: true,
    notFound: 'SECTOR_NOT_EXISTED',
  },
  { path: 'levels', schemaId: 'Level', table: s.levels, scope: 'platform' },
  { path: 'ranks', schemaId: 'Rank', table: s.ranks, scope: 'platform' },
  { path: 'disciplines', schemaId: 'Discipline', table: s.disciplines, scope: 'platform' },
  { path: 'educations', schemaId: 'Education', table: s.educations, scope: 'platform', ordered: true },
  {
    path: 'nationalities',
    schemaId: 'Nationality',
    table: s.nationalities,
    scope: 'platform',
    extras: { code: text(s.nationalities.code, 3) },
  },
  {
    path: 'locations',
    schemaId: 'Location',
    table: s.locations,
    scope: 'platform',
    extras: {
      code: text(s.locations.code, 3),
      dialingCode: text(s.locations.dialingCode, 8),
      nationalitieId: int(s.locations.nationalitieId),
    },
  },
  {
    path: 'sub-locations',
    schemaId: 'SubLocation',
    table: s.subLocations,
    scope: 'platform',
    extras: { locationId: int(s.subLocations.locationId) },
  },
  { path: 'designations', schemaId: 'Designation', table: s.designations, scope: 'platform' },
  {
    path: 'residential-statuses',
    schemaId: 'ResidentialStatusItem',
    table: s.residentialStatusList,
    scope: 'platform',
    ordered: true,
  },
  { path: 'professional-roles', schemaId: 'ProfessionalRole', table: s.professionalRoles, scope: 'platform' },
  { path: 'marital-statuses', schemaId: 'MaritalStatus', table: s.maritalStatuses, scope: 'platform', ordered: true },
  { path: 'salary-periods', schemaId: 'SalaryPeriodItem', table: s.salaryPeriodList, scope: 'platform', ordered: true },
  {
    path: 'trending-keywords',
    schemaId: 'TrendingKeyword',
    table: s.trendingKeywords,
    scope: 'platform',
    deletable: true,
    extras: { blocked: bool(s.trendingKeywords.blocked) },
  },
  {
    path: 'blacklist-keywords',
    schemaId: 'BlacklistKeyword',
    table: s.blacklistKeywords,
    scope: 'platform',
    deletable: true,
  },
  {
    path: 'seo',
    schemaId: 'SeoEntry',
    table: s.seoEntries,
    scope: 'platform',
    deletable: true,
    extras: {
      title: text(s.seoEntries.title, 200),
      description: text(s.seoEntries.description, 500),
      keywords: text(s.seoEntries.keywords, 500),
    },
  },
  {
    path: 'bcc-emails',
    schemaId: 'BccEmail',
    table: s.bccEmails,
    scope: 'platform',
    platformOnly: true,
    deletable: true,
    nameIsEmail: true,
  },
  {
    path: 'company-sectors',
    schemaId: 'CompanySector',
    table: s.companySectors,
    scope: 'company',
    base: s.sectors,
    extras: { baseId: int(s.companySectors.baseId) },
  },
  {
    path: 'company-ranks',
    schemaId: 'CompanyRank',
    table: s.companyRanks,
    scope: 'company',
    base: s.ranks,
    extras: { baseId: int(s.companyRanks.baseId) },
    writePermissions: ['job_classification'],
  },
  {
    path: 'company-disciplines',
    schemaId: 'CompanyDiscipline',
    table: s.companyDisciplines,
    scope: 'company',
    base: s.disciplines,
    extras: { baseId: int(s.companyDisciplines.baseId) },
    writePermissions: ['job_classification'],
  },
  {
    path: 'company-designations',
    schemaId: 'CompanyDesignation',
    table: s.companyDesignations,
    scope: 'company',
    base: s.designations,
    extras: { baseId: int(s.companyDesignations.baseId) },
    writePermissions: ['job_classification'],
  },
  {
    path: 'resume-source-channels',
    schemaId: 'SourceChannel',
    table: s.sourceChannels,
    scope: 'company',
    nameKind: 'sourceChannel',
  },
];

/** The OpenAPI schema of one item of a list. */
export function itemSchema(def: ReferenceListDef) {
  const extras = Object.fromEntries(Object.entries(def.extras ?? {}).map(([k, f]) => [k, f.schema]));
  return Type.Object(
    {
      id: Type.Integer(),
      name: Type.String(),
      status: Type.Integer({ description: '1 active, 0 suspended' }),
      order: Type.Integer(),
      ...(def.scope === 'company' ? { companyId: Type.Integer() } : {}),
      ...extras,
      createdAt: DateTime(),
      updatedAt: DateTime(),
    },
    { $id: def.schemaId },
  );
}
