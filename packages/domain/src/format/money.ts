import type { Lang } from '../errors/catalogue';
import type { Translatable } from '../i18n/translate';
import { salaryPeriods } from '../salary/salary';
import { localeFor } from './locale';

/** The currencies with a number format of their own (section 9): USD and SGD. */
export const moneyCurrencies = ['USD', 'SGD'] as const;
/** A currency of section 9's number formats. */
export type MoneyCurrency = (typeof moneyCurrencies)[number];

/**
 * The money format of section 9: an amount in USD or SGD (or another ISO 4217 code) in the language's
 * locale (`vn` uses `vi`). Whole amounts show no decimals, others two. A code that is not three
 * letters is appended as text.
 */
export function formatMoney(amount: number, currency: MoneyCurrency | string = 'USD', lang: Lang = 'en'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  if (!/^[A-Za-z]{3}$/.test(currency)) {
    const number = new Intl.NumberFormat(localeFor(lang), options).format(amount);
    return currency ? `${number} ${currency}` : number;
  }
  return new Intl.NumberFormat(localeFor(lang), {
    ...options,
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** A salary to show: one amount, or a min-max range, with its currency and period (sections 3 and 9). */
export interface SalaryDisplay {
  readonly amount?: number | null;
  readonly min?: number | null;
  readonly max?: number | null;
  readonly currency: string;
  readonly period?: unknown;
  readonly negotiable?: boolean;
}

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The salary label of section 9: the amount (or min-max range) in its currency, followed by its period
 * ("per month"...). Returns an i18n key with the formatted amounts as params; "Negotiable" when marked
 * so and no amount is given; N/A when there is nothing to show.
 */
export function formatSalary(salary: SalaryDisplay, lang: Lang = 'en'): Translatable {
  const money = (value: number) => formatMoney(value, salary.currency, lang);
  const periodKey = salaryPeriods.byId(salary.period)?.key ?? 'noPeriod';
  if (isAmount(salary.min) && isAmount(salary.max) && salary.min !== salary.max) {
    return {
      key: `domain.format.salaryRange.${periodKey}`,
      params: { min: money(salary.min), max: money(salary.max) },
    };
  }
  const single = [salary.amount, salary.min, salary.max].find(isAmount);
  if (single !== undefined) return { key: `domain.format.salary.${periodKey}`, params: { amount: money(single) } };
  if (salary.negotiable) return { key: 'domain.format.salary.negotiable' };
  return { key: 'domain.placeholder.notApplicable' };
}
