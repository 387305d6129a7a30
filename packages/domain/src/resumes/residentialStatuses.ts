import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';

/**
 * Residential statuses with their master-data ids (section 9): 1 NA, 2 Singapore PR, 3 Singapore EP
 * Holder, 5 Singapore SP Holder, 6 Work Permit, 8 Singapore DP Holder, 9 Malaysian PR; plus Citizen,
 * which section 5's rule needs, on the unused id 4 (docs/decisions/0013). The sort order puts Citizen
 * right after NA.
 */
export const residentialStatuses = defineVocabulary('residentialStatus', [
  { id: 1, key: 'notApplicable', order: 1 },
  { id: 4, key: 'citizen', order: 2 },
  { id: 2, key: 'singaporePr', order: 3 },
  { id: 3, key: 'singaporeEp', order: 4 },
  { id: 5, key: 'singaporeSp', order: 5 },
  { id: 6, key: 'workPermit', order: 6 },
  { id: 8, key: 'singaporeDp', order: 7 },
  { id: 9, key: 'malaysianPr', order: 8 },
] as const);

/** A residential status entry (section 9). */
export type ResidentialStatus = ItemOf<typeof residentialStatuses>;
/** A residential status id (section 9; 4 is Citizen). */
export type ResidentialStatusId = ResidentialStatus['id'];

/** The id of the Citizen residential status (docs/decisions/0013). */
export const citizenResidentialStatusId = residentialStatuses.idOf.citizen;
