import {
  isCitizenOf,
  residentialStatuses,
  validateResidentialStatus,
  type IdLike,
  type ResidentialStatusId,
  type ValidationIssue,
} from '@arms/domain';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import {
  Control,
  Controls,
  ErrorText,
  Fieldset,
  Hint,
  Label,
  Legend,
  Select,
} from '../SalaryRangeField/formControls.styles';
import { nationalityResidenceFieldsStrings } from './NationalityResidenceFields.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { NationalityResidenceFields: nationalityResidenceFieldsStrings };

/** A nationality of the master data. */
export interface NationalityOption {
  id: IdLike;
  /** The already translated name. */
  label: string;
}

/** A location of the master data; its nationality is `nationalitieId` (spec section 3). */
export interface ResidenceLocationOption {
  id: IdLike;
  /** The already formatted name (section 9: dialing code and name, see domain `locationLabel`). */
  label: string;
  /** The id of the nationality of this location. @default undefined */
  nationalitieId?: IdLike | null;
}

/** A residential status to offer. */
export interface ResidentialStatusOption {
  id: ResidentialStatusId;
  /** The already translated name. */
  label: string;
}

/** The three choices; null while not chosen. */
export interface NationalityResidenceValue {
  nationality: IdLike | null;
  countryOfResidence: IdLike | null;
  residentialStatus: ResidentialStatusId | null;
}

/** The domain citizenship outcome (isCitizenOf): unknown until nationality and country are both set. */
export type NationalityResidenceCitizenship = 'citizen' | 'not-citizen' | 'unknown';

export interface NationalityResidenceFieldsProps {
  /** The nationalities to offer (master data). */
  nationalities: readonly NationalityOption[];
  /** The countries of residence to offer (master data locations, with their `nationalitieId`). */
  locations: readonly ResidenceLocationOption[];
  /** The residential statuses to offer. @default every domain residentialStatuses entry, translated */
  residentialStatusOptions?: readonly ResidentialStatusOption[];
  /** The choices (controlled). @default undefined */
  value?: NationalityResidenceValue;
  /** The initial choices when uncontrolled. @default all null */
  defaultValue?: NationalityResidenceValue;
  /** Hears every change. @default undefined */
  onValueChange?: (value: NationalityResidenceValue) => void;
  /** Hears the domain validation issues whenever they change (also the first ones); empty means valid. @default undefined */
  onIssuesChange?: (issues: readonly ValidationIssue[]) => void;
  /** The legend of the group. @default the translated "Nationality and residence" */
  label?: ReactNode;
  /** Help under the group. @default undefined */
  hint?: ReactNode;
  /** Marks the three selects as required. @default false */
  required?: boolean;
  /** Disables every field of the group. @default false */
  disabled?: boolean;
}

const Outcome = styled.p`
  margin: 0;
  font-size: var(--arms-font-size-sm);
  color: var(--arms-color-text-muted);

  &[data-state='citizen'] {
    color: var(--arms-color-success);
  }
  /* An empty live region stays in the accessibility tree but takes no room. */
  &:empty {
    position: absolute;
  }
`;

const RequiredMark = styled.span`
  color: var(--arms-color-danger);
  margin-left: 2px;
`;

const empty: NationalityResidenceValue = { nationality: null, countryOfResidence: null, residentialStatus: null };
type Part = keyof NationalityResidenceValue;

/**
 * Nationality, country of residence and residential status (spec section 5): Citizen is refused when
 * nationality and country of residence differ (domain validateResidentialStatus), and the citizenship
 * outcome (domain isCitizenOf) is shown once both are known. Native selects; options come as props.
 */
export function NationalityResidenceFields({
  nationalities,
  locations,
  residentialStatusOptions,
  value: valueProp,
  defaultValue = empty,
  onValueChange,
  onIssuesChange,
  label,
  hint,
  required = false,
  disabled = false,
}: NationalityResidenceFieldsProps) {
  const { t } = useUiTranslation(uiStrings);
  const baseId = useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onValueChange });
  const statuses = useMemo(
    () =>
      residentialStatusOptions ??
      residentialStatuses.items.map((status) => ({ id: status.id, label: t(status.labelKey) })),
    [residentialStatusOptions, t],
  );

  const location = locations.find(
    (entry) => value.countryOfResidence !== null && String(entry.id) === String(value.countryOfResidence),
  );
  const issues = useMemo(
    () =>
      validateResidentialStatus({
        residentialStatus: value.residentialStatus,
        nationality: value.nationality,
        currentLocation: location ?? null,
      }),
    [value.residentialStatus, value.nationality, location],
  );
  const citizenship: NationalityResidenceCitizenship =
    value.nationality === null || !location
      ? 'unknown'
      : isCitizenOf({ nationality: value.nationality }, location)
        ? 'citizen'
        : 'not-citizen';

  const reportIssues = useRef(onIssuesChange);
  reportIssues.current = onIssuesChange;
  const reported = useRef<string>(undefined);
  useEffect(() => {
    const key = JSON.stringify(issues);
    if (reported.current === key) return;
    reported.current = key;
    reportIssues.current?.(issues);
  }, [issues]);

  const choose = (part: Part, options: readonly { id: IdLike }[], selected: string) => {
    const option = options.find((entry) => String(entry.id) === selected);
    // The option's own id, so a status stays a number for the domain rule (4 is Citizen, not "4").
    setValue((previous) => ({ ...previous, [part]: option?.id ?? null }) as NationalityResidenceValue);
  };

  const idOf = (part: Part) => `${baseId}-${part}`;
  const statusErrorId = `${baseId}-residentialStatus-error`;
  const outcomeId = `${baseId}-citizenship`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const statusInvalid = issues.length > 0;

  const field = (
    part: Part,
    text: string,
    options: readonly { id: IdLike; label: string }[],
    extra: { describedBy?: string; error?: ReactNode } = {},
  ) => (
    <Control data-state={extra.error ? 'invalid' : 'valid'}>
      <Label htmlFor={idOf(part)}>
        {text}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <Select
        id={idOf(part)}
        value={value[part] === null ? '' : String(value[part])}
        required={required}
        disabled={disabled}
        aria-invalid={extra.error ? true : undefined}
        aria-describedby={[extra.describedBy, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => choose(part, options, event.target.value)}
      >
        <option value="">{t('NationalityResidenceFields.select')}</option>
        {options.map((option) => (
          <option key={String(option.id)} value={String(option.id)}>
            {option.label}
          </option>
        ))}
      </Select>
      {extra.error}
    </Control>
  );

  return (
    <Fieldset data-state={statusInvalid ? 'invalid' : 'valid'} data-citizenship={citizenship} disabled={disabled}>
      <Legend>{label ?? t('NationalityResidenceFields.label')}</Legend>
      <Controls>
        {field('nationality', t('NationalityResidenceFields.nationality'), nationalities)}
        {field('countryOfResidence', t('NationalityResidenceFields.countryOfResidence'), locations, {
          describedBy: citizenship === 'unknown' ? undefined : outcomeId,
        })}
        {field('residentialStatus', t('NationalityResidenceFields.residentialStatus'), statuses, {
          describedBy: statusInvalid ? statusErrorId : undefined,
          error: statusInvalid && (
            <ErrorText id={statusErrorId} role="alert">
              {issues.map((found) => t(found.code, found.params)).join(' ')}
            </ErrorText>
          ),
        })}
      </Controls>
      <Outcome id={outcomeId} role="status" data-state={citizenship}>
        {citizenship === 'citizen'
          ? t('NationalityResidenceFields.citizen')
          : citizenship === 'not-citizen'
            ? t('NationalityResidenceFields.notCitizen')
            : ''}
      </Outcome>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Fieldset>
  );
}
