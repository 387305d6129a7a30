import {
  moneyCurrencies,
  salaryPeriods,
  validateSalary,
  validateSalaryRange,
  type SalaryPeriodId,
  type ValidationIssue,
} from '@arms/domain';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Control, Controls, ErrorText, Fieldset, Hint, Input, Label, Legend, Select } from './formControls.styles';
import { salaryRangeFieldStrings } from './SalaryRangeField.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { SalaryRangeField: salaryRangeFieldStrings };

/** A salary range as the form holds it: amounts as typed (numbers only is a rule, not a filter). */
export interface SalaryRangeValue {
  /** The minimum amount as typed; read it with domain `parseAmount`. */
  min: string;
  /** The maximum amount as typed. */
  max: string;
  /** An ISO 4217 code such as `SGD`. */
  currency: string;
  /** A salary period id of section 9 (1 per hour ... 4 per annum), or null while none is chosen. */
  period: SalaryPeriodId | null;
}

/** The parts of the range, as the validation issues name them. */
export type SalaryRangeFieldPart = 'min' | 'max' | 'currency' | 'period';

/** Whether the range passes the domain rules. */
export type SalaryRangeFieldState = 'valid' | 'invalid';

export interface SalaryRangeFieldProps {
  /** The range (controlled). @default undefined */
  value?: SalaryRangeValue;
  /** The initial range when uncontrolled. @default { min: '', max: '', currency: currencies[0], period: null } */
  defaultValue?: SalaryRangeValue;
  /** Hears every change of the range. @default undefined */
  onValueChange?: (value: SalaryRangeValue) => void;
  /** Hears the domain validation issues whenever they change (also the first ones); empty means valid. @default undefined */
  onIssuesChange?: (issues: readonly ValidationIssue[]) => void;
  /** The legend of the group. @default the translated "Salary range" */
  label?: ReactNode;
  /** Help under the group. @default undefined */
  hint?: ReactNode;
  /** The currencies offered, as ISO 4217 codes. @default moneyCurrencies (USD, SGD) */
  currencies?: readonly string[];
  /**
   * Shows every issue, also on parts the user has not touched yet (after a submit attempt, say).
   * Otherwise a part shows its issues once it has been changed or left. @default false
   */
  showAllErrors?: boolean;
  /** Disables every input of the range. @default false */
  disabled?: boolean;
}

const issueFields = { min: 'min', max: 'max', frequency: 'period' } as const;
const salaryFields = { amount: 'min', currency: 'currency', frequency: 'period' } as const;

/**
 * The domain rules of section 5 for a range: min and max required, numbers only, max above min, a
 * frequency selected (validateSalaryRange), and a currency with the amount (validateSalary's
 * "required together", for the currency part only: the range rule does not cover it).
 */
function issuesOf(value: SalaryRangeValue): ValidationIssue[] {
  return [
    ...validateSalaryRange({ min: value.min, max: value.max, frequency: value.period }, issueFields),
    ...validateSalary({ amount: value.min, currency: value.currency, frequency: value.period }, salaryFields).filter(
      (found) => found.field === 'currency',
    ),
  ];
}

/**
 * A salary range input: min and max amounts, currency and frequency (spec sections 5 and 9), validated
 * live with the domain rules, each issue shown at its own field.
 */
export function SalaryRangeField({
  value: valueProp,
  defaultValue,
  onValueChange,
  onIssuesChange,
  label,
  hint,
  currencies = moneyCurrencies,
  showAllErrors = false,
  disabled = false,
}: SalaryRangeFieldProps) {
  const { t } = useUiTranslation(uiStrings);
  const baseId = useId();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? { min: '', max: '', currency: currencies[0] ?? '', period: null },
    onValueChange,
  });
  const [touched, setTouched] = useState<ReadonlySet<SalaryRangeFieldPart>>(() => new Set());
  const touch = (part: SalaryRangeFieldPart) =>
    setTouched((previous) => (previous.has(part) ? previous : new Set(previous).add(part)));

  const issues = useMemo(() => issuesOf(value), [value]);
  const reportIssues = useRef(onIssuesChange);
  reportIssues.current = onIssuesChange;
  const reported = useRef<string>(undefined);
  useEffect(() => {
    const key = JSON.stringify(issues);
    if (reported.current === key) return;
    reported.current = key;
    reportIssues.current?.(issues);
  }, [issues]);

  const change = <K extends keyof SalaryRangeValue>(part: K, next: SalaryRangeValue[K]) => {
    touch(part);
    setValue((previous) => ({ ...previous, [part]: next }));
  };

  const shown = (part: SalaryRangeFieldPart) =>
    showAllErrors || touched.has(part) ? issues.filter((found) => found.field === part) : [];
  const idOf = (part: SalaryRangeFieldPart) => `${baseId}-${part}`;
  const errorIdOf = (part: SalaryRangeFieldPart) => `${baseId}-${part}-error`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const a11y = (part: SalaryRangeFieldPart) => {
    const invalid = shown(part).length > 0;
    return {
      id: idOf(part),
      'aria-invalid': invalid || undefined,
      'aria-describedby': [invalid ? errorIdOf(part) : undefined, hintId].filter(Boolean).join(' ') || undefined,
      onBlur: () => touch(part),
      disabled,
    };
  };
  const error = (part: SalaryRangeFieldPart) => {
    const found = shown(part);
    return found.length > 0 ? (
      <ErrorText id={errorIdOf(part)}>{found.map((entry) => t(entry.code, entry.params)).join(' ')}</ErrorText>
    ) : null;
  };

  const state: SalaryRangeFieldState = issues.length > 0 ? 'invalid' : 'valid';
  const currencyOptions =
    value.currency && !currencies.includes(value.currency) ? [...currencies, value.currency] : currencies;

  return (
    <Fieldset data-state={state} disabled={disabled}>
      <Legend>{label ?? t('SalaryRangeField.label')}</Legend>
      <Controls>
        {(['min', 'max'] as const).map((part) => (
          <Control key={part} data-state={shown(part).length > 0 ? 'invalid' : 'valid'}>
            <Label htmlFor={idOf(part)}>{t(`SalaryRangeField.${part}`)}</Label>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={value[part]}
              onChange={(event) => change(part, event.target.value)}
              {...a11y(part)}
            />
            {error(part)}
          </Control>
        ))}
        <Control data-state={shown('currency').length > 0 ? 'invalid' : 'valid'}>
          <Label htmlFor={idOf('currency')}>{t('SalaryRangeField.currency')}</Label>
          <Select
            value={value.currency}
            onChange={(event) => change('currency', event.target.value)}
            {...a11y('currency')}
          >
            {value.currency === '' && <option value="">{t('SalaryRangeField.selectCurrency')}</option>}
            {currencyOptions.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
          {error('currency')}
        </Control>
        <Control data-state={shown('period').length > 0 ? 'invalid' : 'valid'}>
          <Label htmlFor={idOf('period')}>{t('SalaryRangeField.period')}</Label>
          <Select
            value={value.period === null ? '' : String(value.period)}
            onChange={(event) => change('period', salaryPeriods.byId(Number(event.target.value))?.id ?? null)}
            {...a11y('period')}
          >
            <option value="">{t('SalaryRangeField.selectPeriod')}</option>
            {salaryPeriods.items.map((period) => (
              <option key={period.id} value={String(period.id)}>
                {t(period.labelKey)}
              </option>
            ))}
          </Select>
          {error('period')}
        </Control>
      </Controls>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Fieldset>
  );
}
