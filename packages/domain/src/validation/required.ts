import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';

/** Fields section 5 names as required, each with its own message `domain.validation.required.<field>`. */
export const requiredFields = [
  'countryCode',
  'contactNumber',
  'mobile',
  'socialMedia',
  'client',
  'id',
  'periodFrom',
  'periodTo',
  'company',
  'position',
  'name',
  'designation',
  'tel',
  'areaCode',
  'duration',
  'durationType',
] as const;

/** A field with a "required" message of its own (section 5). */
export type RequiredField = (typeof requiredFields)[number];

/**
 * The "required" rules of section 5: every listed field must hold a value (not null, blank text or an
 * empty list); each missing one is reported with its own message.
 */
export function validateRequired(
  values: Readonly<Partial<Record<RequiredField, unknown>>>,
  fields: readonly RequiredField[],
): ValidationIssue[] {
  return fields
    .filter((field) => isBlank(values[field]))
    .map((field) => issue(field, `domain.validation.required.${field}`));
}

/** The contact fields section 5 requires: country code, contact number, mobile, social media, client and id. */
export const contactRequiredFields = [
  'countryCode',
  'contactNumber',
  'mobile',
  'socialMedia',
  'client',
  'id',
] as const satisfies readonly RequiredField[];

/**
 * The contact rule of section 5: country code, contact number, mobile, social media, client and id
 * are required. A form checks the subset it shows by passing `fields`.
 */
export function validateContactFields(
  values: Readonly<Partial<Record<RequiredField, unknown>>>,
  fields: readonly RequiredField[] = contactRequiredFields,
): ValidationIssue[] {
  return validateRequired(values, fields);
}
