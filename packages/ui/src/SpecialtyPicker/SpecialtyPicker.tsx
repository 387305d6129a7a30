import { maxSpecialties, validateSpecialties } from '@arms/domain';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { MultiSelect, type MultiSelectProps } from '../MultiSelect/MultiSelect';
import type { SelectValue } from '../internal/combobox/options';
import { specialtyPickerStrings } from './SpecialtyPicker.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { SpecialtyPicker: specialtyPickerStrings };

export interface SpecialtyPickerProps<V extends SelectValue = string> extends Omit<
  MultiSelectProps<V>,
  'label' | 'max' | 'maxReachedMessage'
> {
  /** The visible label. @default "Specialties" */
  label?: ReactNode;
  /** Help shown under the field. @default "Choose up to 3" */
  hint?: ReactNode;
  /** An already translated error; without one, the domain's specialties rule speaks when it fails. */
  error?: ReactNode;
  /** Submits the values under this name; also the field named in the validation issue. @default 'specialties' */
  name?: string;
}

const noValues: readonly never[] = [];

/**
 * The specialties of a resume: a MultiSelect limited to the domain's `maxSpecialties` (3, spec sections
 * 3 and 5). A longer value (a record saved before the rule) shows its first three and the domain's
 * "up to 3 specialties" message until it is corrected.
 */
export function SpecialtyPicker<V extends SelectValue = string>({
  label,
  hint,
  error,
  name = 'specialties',
  value: valueProp,
  defaultValue = noValues,
  onValueChange,
  ...rest
}: SpecialtyPickerProps<V>) {
  const { t } = useUiTranslation(uiStrings);
  const [value, setValue] = useControllableState<readonly V[]>({
    value: valueProp,
    defaultValue,
    onValueChange: onValueChange && ((next) => onValueChange([...next])),
  });
  const [issue] = validateSpecialties(value, name);
  return (
    <MultiSelect<V>
      {...rest}
      name={name}
      label={label ?? t('SpecialtyPicker.label')}
      hint={hint ?? t('SpecialtyPicker.hint', { max: maxSpecialties })}
      error={error ?? (issue ? t(issue.code, issue.params) : undefined)}
      max={maxSpecialties}
      maxReachedMessage={t('domain.validation.specialties.tooMany', { max: maxSpecialties })}
      value={value}
      onValueChange={setValue}
    />
  );
}
