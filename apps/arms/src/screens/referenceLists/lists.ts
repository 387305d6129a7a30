import type { paths } from '@arms/api-client';

/** The API paths of the platform lists the administration portal edits (docs/decisions/0156). */
export type ListPath =
  | '/locations'
  | '/currencies'
  | '/educations'
  | '/job-statuses'
  | '/ranks'
  | '/nationalities'
  | '/residential-statuses'
  | '/levels'
  | '/professional-roles'
  | '/disciplines'
  | '/sectors'
  | '/trending-keywords'
  | '/blacklist-keywords';

/** The typed extra fields some lists carry, besides id, name, status and order. */
export type ExtraKey = 'code' | 'symbol' | 'dialingCode' | 'colour' | 'blocked';

export interface ExtraField {
  key: ExtraKey;
  /** `text` a short text (null when blank), `colour` a `#rrggbb` display colour, `boolean` a flag. */
  kind: 'text' | 'colour' | 'boolean';
  maxLength?: number;
}

/** One admin list route and the API list behind it. */
export interface ListConfig {
  routeId: ListRouteId;
  path: ListPath;
  /** The list has a meaningful order that every form follows (statuses, education levels): it can be reordered. */
  ordered: boolean;
  /** Items may be deleted (keywords, section 7); other lists suspend instead. */
  deletable: boolean;
  extras: readonly ExtraField[];
}

export type ListRouteId =
  | 'armsCountries'
  | 'armsCurrencies'
  | 'armsEducations'
  | 'armsJobStatuses'
  | 'armsJobClassifications'
  | 'armsNationalities'
  | 'armsResidentialStatuses'
  | 'armsLevels'
  | 'armsRoles'
  | 'armsDisciplines'
  | 'armsSpecialties'
  | 'armsTrendingKeywords'
  | 'armsBlacklistKeywords';

const code3: ExtraField = { key: 'code', kind: 'text', maxLength: 3 };
const plain = (routeId: ListRouteId, path: ListPath, ordered = false): ListConfig => ({
  routeId,
  path,
  ordered,
  deletable: false,
  extras: [],
});

/**
 * Every master data list of the admin menu (spec section 2) and the API list it edits (section 7);
 * the choices are recorded in docs/decisions/0156-reference-lists.md.
 */
export const listConfigs: Readonly<Record<ListRouteId, ListConfig>> = {
  armsCountries: {
    ...plain('armsCountries', '/locations'),
    extras: [code3, { key: 'dialingCode', kind: 'text', maxLength: 8 }],
  },
  armsCurrencies: {
    ...plain('armsCurrencies', '/currencies'),
    extras: [code3, { key: 'symbol', kind: 'text', maxLength: 8 }],
  },
  armsEducations: plain('armsEducations', '/educations', true),
  armsJobStatuses: { ...plain('armsJobStatuses', '/job-statuses', true), extras: [{ key: 'colour', kind: 'colour' }] },
  armsJobClassifications: plain('armsJobClassifications', '/ranks'),
  armsNationalities: { ...plain('armsNationalities', '/nationalities'), extras: [code3] },
  armsResidentialStatuses: plain('armsResidentialStatuses', '/residential-statuses', true),
  armsLevels: plain('armsLevels', '/levels'),
  armsRoles: plain('armsRoles', '/professional-roles'),
  armsDisciplines: plain('armsDisciplines', '/disciplines'),
  armsSpecialties: plain('armsSpecialties', '/sectors'),
  armsTrendingKeywords: {
    ...plain('armsTrendingKeywords', '/trending-keywords'),
    deletable: true,
    extras: [{ key: 'blocked', kind: 'boolean' }],
  },
  armsBlacklistKeywords: { ...plain('armsBlacklistKeywords', '/blacklist-keywords'), deletable: true },
};

type ItemOf<P extends ListPath> = paths[P]['get']['responses'][200]['content']['application/json']['data'][number];

/** One item of any of the lists: the shared fields and whichever extras its list has. */
export type ListItem = ItemOf<ListPath> & Partial<Record<ExtraKey, string | boolean | null>>;
