import { defineVocabulary } from '../vocabulary/vocabulary';
import type { ItemOf } from '../vocabulary/vocabulary';
import { isBlank, issue } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';

/** Salary periods (section 9): 1 per hour, 2 per day, 3 per month, 4 per annum. */
export const salaryPeriods = defineVocabulary('salaryPeriod', [
  { id: 1, key: 'perHour' },
  { id: 2, key: 'perDay' },
  { id: 3, key: 'perMonth' },
  { id: 4, key: 'perAnnum' },
] as const);
/** A salary period entry (section 9). */
export type SalaryPeriod = ItemOf<typeof salaryPeriods>;
/** A salary period id, 1 to 4 (section 9). */
export type SalaryPeriodId = SalaryPeriod['id'];

/** A form or API value that should hold an amount: a number, a string typed by the user, or nothing. */
export type AmountInput = number | string | null | undefined;

const amountPattern = /^\d+(\.\d+)?$/;

/**
 * Reads an amount under section 5's "only numbers allowed": a finite non-negative number, or a string
 * of digits with an optional decimal part. Anything else (signs, letters, separators) is undefined.
 */
export function parseAmount(value: AmountInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return amountPattern.test(trimmed) ? Number(trimmed) : undefined;
}

/** Field names of a salary range, overridable to match a form's own names. */
export interface SalaryRangeFields {
  min: string;
  max: string;
  frequency: string;
}

/**
 * The salary range rule of section 5: min and max salary are required and numbers only, the frequency
 * must be selected (a salary period), and max must be greater than min.
 */
export function validateSalaryRange(
  input: { min: AmountInput; max: AmountInput; frequency: unknown },
  fields: SalaryRangeFields = { min: 'minSalary', max: 'maxSalary', frequency: 'salaryFrequency' },
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const min = parseAmount(input.min);
  const max = parseAmount(input.max);
  if (isBlank(input.min)) issues.push(issue(fields.min, 'domain.validation.salary.minRequired'));
  else if (min === undefined) issues.push(issue(fields.min, 'domain.validation.salary.numbersOnly'));
  if (isBlank(input.max)) issues.push(issue(fields.max, 'domain.validation.salary.maxRequired'));
  else if (max === undefined) issues.push(issue(fields.max, 'domain.validation.salary.numbersOnly'));
  if (!salaryPeriods.isId(input.frequency))
    issues.push(issue(fields.frequency, 'domain.validation.salary.frequencyRequired'));
  if (min !== undefined && max !== undefined && !(max > min)) {
    issues.push(issue(fields.max, 'domain.validation.salary.maxNotGreater'));
  }
  return issues;
}

/** Field names of a single salary, overridable to match a form's own names. */
export interface SalaryFields {
  amount: string;
  currency: string;
  frequency: string;
}

/**
 * The single-salary rule of section 5: amount, currency and frequency are required together (all or
 * none), and the amount is numbers only. Each missing part is reported on its own field.
 */
export function validateSalary(
  input: { amount: AmountInput; currency: unknown; frequency: unknown },
  fields: SalaryFields = { amount: 'salaryAmount', currency: 'salaryCurrency', frequency: 'salaryFreq' },
): ValidationIssue[] {
  const amountGiven = !isBlank(input.amount);
  const currencyGiven = !isBlank(input.currency);
  const frequencyGiven = !isBlank(input.frequency);
  const issues: ValidationIssue[] = [];
  if (amountGiven && parseAmount(input.amount) === undefined) {
    issues.push(issue(fields.amount, 'domain.validation.salary.numbersOnly'));
  }
  if (frequencyGiven && !salaryPeriods.isId(input.frequency)) {
    issues.push(issue(fields.frequency, 'domain.validation.salary.frequencyRequired'));
  }
  if (!amountGiven && !currencyGiven && !frequencyGiven) return issues;
  if (!amountGiven) issues.push(issue(fields.amount, 'domain.validation.salary.together'));
  if (!currencyGiven) issues.push(issue(fields.currency, 'domain.validation.salary.together'));
  if (!frequencyGiven) issues.push(issue(fields.frequency, 'domain.validation.salary.together'));
  return issues;
}
