import { parseDate } from '../format/parse';
import type { DateInput } from '../format/parse';
import { isBlank, issue } from './issue';
import type { ValidationIssue } from './issue';
import { validateRequired } from './required';
import type { RequiredField } from './required';

/**
 * The work experience fields section 5 requires besides the period: company, position, the reference
 * person's name, designation, tel and area code, and the duration with its type.
 */
export const workExperienceRequiredFields = [
  'company',
  'position',
  'name',
  'designation',
  'tel',
  'areaCode',
  'duration',
  'durationType',
] as const satisfies readonly RequiredField[];

/** A work experience as a form holds it; every field optional so that partial drafts can be checked. */
export type WorkExperienceInput = Readonly<Partial<Record<(typeof workExperienceRequiredFields)[number], unknown>>> & {
  readonly periodFrom?: DateInput;
  readonly periodTo?: DateInput;
};

/**
 * The period rule of section 5: period from and period to are required, must be dates (`YYYY-MM`
 * allowed), and from must precede to (strictly earlier).
 */
export function validatePeriod(periodFrom: DateInput, periodTo: DateInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const from = parseDate(periodFrom);
  const to = parseDate(periodTo);
  if (isBlank(periodFrom)) issues.push(issue('periodFrom', 'domain.validation.required.periodFrom'));
  else if (!from) issues.push(issue('periodFrom', 'domain.validation.period.invalid'));
  if (isBlank(periodTo)) issues.push(issue('periodTo', 'domain.validation.required.periodTo'));
  else if (!to) issues.push(issue('periodTo', 'domain.validation.period.invalid'));
  if (from && to && !(from.instant.getTime() < to.instant.getTime())) {
    issues.push(issue('periodTo', 'domain.validation.period.fromNotBeforeTo'));
  }
  return issues;
}

/**
 * The work experience rule of section 5: the period rule, then the required fields (by default all
 * those section 5 lists; a form that does not show some of them passes its own `required`).
 */
export function validateWorkExperience(
  input: WorkExperienceInput,
  required: readonly RequiredField[] = workExperienceRequiredFields,
): ValidationIssue[] {
  return [...validatePeriod(input.periodFrom, input.periodTo), ...validateRequired(input, required)];
}
