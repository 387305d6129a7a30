import { citizenResidentialStatusId } from '../resumes/residentialStatuses';
import { issue } from './issue';
import type { ValidationIssue } from './issue';

/** An id as the API hands it over: a number, or its text. */
export type IdLike = string | number;

/** A nationality given as its id or as a record with an id. */
export type NationalityRef = IdLike | { readonly id: IdLike } | null | undefined;

/** A location record as master data holds it: its nationality is `nationalitieId` (section 3). */
export interface LocationRef {
  readonly nationalitieId?: IdLike | null;
}

function idOf(value: NationalityRef): string | undefined {
  if (value === null || value === undefined) return undefined;
  const id = typeof value === 'object' ? value.id : value;
  const text = String(id).trim();
  return text === '' ? undefined : text;
}

/**
 * The citizenship rule of section 5: a person counts as a citizen of a location only when their
 * nationality and current location are both set and the nationality id equals the location's
 * `nationalitieId`. Ids compare as text, so 12 and "12" are the same.
 */
export function isCitizenOf(
  person: { readonly nationality?: NationalityRef },
  location: LocationRef | null | undefined,
): boolean {
  const nationality = idOf(person.nationality);
  const locationNationality = idOf(location?.nationalitieId);
  return nationality !== undefined && locationNationality !== undefined && nationality === locationNationality;
}

/**
 * The residential status rule of section 5: Citizen (id 4, docs/decisions/0013) cannot be chosen when
 * the nationality and the country of residence (current location) are both known and differ. While
 * either is still empty nothing is reported, so the form can be filled in any order.
 */
export function validateResidentialStatus(
  input: {
    readonly residentialStatus: unknown;
    readonly nationality?: NationalityRef;
    readonly currentLocation?: LocationRef | null;
  },
  field = 'residentialStatus',
): ValidationIssue[] {
  if (input.residentialStatus !== citizenResidentialStatusId) return [];
  const bothKnown = idOf(input.nationality) !== undefined && idOf(input.currentLocation?.nationalitieId) !== undefined;
  if (!bothKnown || isCitizenOf(input, input.currentLocation)) return [];
  return [issue(field, 'domain.validation.residentialStatus.citizenMismatch')];
}
