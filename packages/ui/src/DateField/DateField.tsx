import { graduationStartYear, localeFor, parseDate } from '@arms/domain';
import { useMemo, useState, type Ref } from 'react';
import {
  FormField,
  type FormFieldControlProps,
  type FormFieldLabelProps,
  type FormFieldMessageProps,
} from '../FormField';
import { messageProps } from '../FormField/FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { invariant, warning } from '../internal/warning';
import { DateInput, MonthYear, Select } from './DateField.styles';
import { dateFieldStrings } from './DateField.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { DateField: dateFieldStrings };

/** `date` for a calendar date ('YYYY-MM-DD'), `month` for a month and year ('YYYY-MM'). */
export type DateFieldMode = 'date' | 'month';

export type DateFieldProps = FormFieldLabelProps &
  FormFieldMessageProps & {
    /**
     * `date`: a date of birth, a start date ('YYYY-MM-DD'). `month`: a month and year without a day, such
     * as employment periods ('YYYY-MM'), chosen with a month and a year list that work in every browser.
     * @default 'date'
     */
    mode?: DateFieldMode;
    /** The ISO value (controlled): 'YYYY-MM-DD' or 'YYYY-MM' by `mode`; '' when empty or incomplete. */
    value?: string;
    /** The starting value when uncontrolled. @default '' */
    defaultValue?: string;
    /** Hears every change: a complete ISO value, or '' when cleared. */
    onValueChange?: (value: string) => void;
    /** The earliest value, in the mode's format. @default none for dates; 1950-01 for months (the first graduation year) */
    min?: string;
    /** The latest value, in the mode's format. @default none for dates; December ten years from now for months */
    max?: string;
    /** Submits the ISO value with its form under this name. */
    name?: string;
    /** @default false */
    disabled?: boolean;
    /** Autofill hint for date mode, e.g. 'bday' for a date of birth. */
    autoComplete?: string;
    /** The id of the input (date) or of the month-and-year group (month); generated when missing. */
    id?: string;
    /** The date input, or the month list in month mode. */
    ref?: Ref<HTMLInputElement | HTMLSelectElement>;
  };

interface MonthParts {
  year: string;
  month: string;
}

const noParts: MonthParts = { year: '', month: '' };

/** The year and month of a 'YYYY-MM' value, read with @arms/domain's date rules; empty parts otherwise. */
function monthPartsOf(value: string | undefined): MonthParts {
  const parsed = parseDate(value);
  if (!parsed || parsed.precision !== 'month') return noParts;
  return {
    year: String(parsed.instant.getUTCFullYear()),
    month: String(parsed.instant.getUTCMonth() + 1).padStart(2, '0'),
  };
}

const monthValue = ({ year, month }: MonthParts) => (year && month ? `${year}-${month}` : '');
const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

function checkFormat(mode: DateFieldMode, what: string, value: string | undefined) {
  if (!value) return;
  const precision = parseDate(value)?.precision;
  const expected = mode === 'month' ? 'month' : 'day';
  warning(
    precision !== expected,
    `DateField: ${what} '${value}' is not a ${mode === 'month' ? "'YYYY-MM'" : "'YYYY-MM-DD'"} value for mode '${mode}'.`,
  );
}

/**
 * A labelled date field whose value is an ISO string: a native date input, or (`mode="month"`) a month
 * and a year list for values without a day. Validation ("from must precede to") comes from
 * @arms/domain through `issue`.
 */
export function DateField({
  label,
  hint,
  required = false,
  hideLabel = false,
  issue,
  error,
  mode = 'date',
  value,
  defaultValue = '',
  onValueChange,
  min,
  max,
  name,
  disabled = false,
  autoComplete,
  id,
  ref,
}: DateFieldProps) {
  const { t, i18n } = useUiTranslation(uiStrings);
  const [current, setCurrent] = useControllableState({ value, defaultValue, onValueChange });
  checkFormat(mode, 'value', current);
  checkFormat(mode, 'min', min);
  checkFormat(mode, 'max', max);
  const messages = messageProps(issue, error);

  if (mode === 'date') {
    return (
      <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} {...messages}>
        {(control) => (
          <DateInput
            ref={ref as Ref<HTMLInputElement>}
            {...control}
            type="date"
            name={name}
            min={min}
            max={max}
            autoComplete={autoComplete}
            disabled={disabled}
            data-mode="date"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        )}
      </FormField>
    );
  }

  return (
    <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} kind="group" {...messages}>
      {(control) => (
        <MonthYearSelects
          control={control}
          current={current}
          onChange={setCurrent}
          min={min}
          max={max}
          name={name}
          disabled={disabled}
          selectRef={ref as Ref<HTMLSelectElement>}
          labels={{ month: t('DateField.month'), year: t('DateField.year') }}
          locale={localeFor(i18n.language)}
        />
      )}
    </FormField>
  );
}

interface MonthYearSelectsProps {
  control: FormFieldControlProps;
  current: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  name?: string;
  disabled: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  labels: { month: string; year: string };
  locale: string;
}

function MonthYearSelects({
  control,
  current,
  onChange,
  min,
  max,
  name,
  disabled,
  selectRef,
  labels,
  locale,
}: MonthYearSelectsProps) {
  const { id, required, 'aria-labelledby': labelledBy, ...described } = control;
  const from = monthPartsOf(min);
  const to = monthPartsOf(max);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return months.map((month) => format.format(Date.UTC(2000, Number(month) - 1, 1)));
  }, [locale]);

  // The parts chosen so far (a month without a year yet) and the value they stood for; a value that
  // changes from outside replaces them.
  const [draft, setDraft] = useState(() => ({ parts: monthPartsOf(current), value: current }));
  let parts = draft.parts;
  if (draft.value !== current) {
    parts = monthPartsOf(current);
    setDraft({ parts, value: current });
  }
  // Without bounds the list reaches the value's year too, so an old value still shows.
  const valueYear = Number(parts.year) || undefined;
  const firstYear = from.year ? Number(from.year) : Math.min(graduationStartYear, valueYear ?? Infinity);
  // Time-dependent only when no max is given; pass `max` for a fixed list.
  const lastYear = to.year ? Number(to.year) : Math.max(new Date().getFullYear() + 10, valueYear ?? -Infinity);
  invariant(firstYear <= lastYear, `DateField: min '${min}' is after max '${max}'.`);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => String(lastYear - index));
  const outOfRange = (year: string, month: string) =>
    (from.year !== '' && `${year}-${month}` < `${from.year}-${from.month}`) ||
    (to.year !== '' && `${year}-${month}` > `${to.year}-${to.month}`);

  const update = (next: MonthParts) => {
    // A year change can put the chosen month outside the range: keep the nearest allowed one.
    let month = next.month;
    if (next.year && month && outOfRange(next.year, month)) {
      month = next.year === from.year && month < from.month ? from.month : to.month;
    }
    const settled = { year: next.year, month };
    const nextValue = monthValue(settled);
    setDraft({ parts: settled, value: nextValue });
    onChange(nextValue);
  };

  return (
    <MonthYear id={id} role="group" aria-labelledby={labelledBy} data-mode="month">
      <Select
        ref={selectRef}
        {...described}
        aria-label={labels.month}
        data-part="month"
        required={required}
        disabled={disabled}
        value={parts.month}
        onChange={(event) => update({ ...parts, month: event.target.value })}
      >
        <option value="">{labels.month}</option>
        {months.map((month, index) => (
          <option key={month} value={month} disabled={parts.year !== '' && outOfRange(parts.year, month)}>
            {monthNames[index]}
          </option>
        ))}
      </Select>
      <Select
        {...described}
        aria-label={labels.year}
        data-part="year"
        required={required}
        disabled={disabled}
        value={parts.year}
        onChange={(event) => update({ ...parts, year: event.target.value })}
      >
        <option value="">{labels.year}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      {name && <input type="hidden" name={name} value={current} />}
    </MonthYear>
  );
}
