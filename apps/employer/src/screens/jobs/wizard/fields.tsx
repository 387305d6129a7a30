import { MultiSelect, Select } from '@arms/ui';
import { Controller, type Control } from 'react-hook-form';
import type { JobFormValues } from '../JobWizard';

type Option = { value: string; label: string };
type KeysOf<T> = { [K in keyof JobFormValues]: JobFormValues[K] extends T ? K : never }[keyof JobFormValues];

/**
 * One of the wizard's single choices bound to its form value ('' when none). `cleared` is the value a
 * cleared choice sets; `afterChange` runs once the value is set (revalidating, resetting what depends on it).
 */
export function SelectField({
  control,
  name,
  label,
  options,
  placeholder,
  error,
  cleared = '',
  afterChange,
}: {
  control: Control<JobFormValues>;
  name: KeysOf<string>;
  label: string;
  options: Option[];
  placeholder?: string | undefined;
  error?: string | undefined;
  cleared?: string;
  afterChange?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <Select
          label={label}
          placeholder={placeholder}
          options={options}
          value={f.value || null}
          onValueChange={(v) => {
            f.onChange(v ?? cleared);
            afterChange?.();
          }}
          error={error}
        />
      )}
    />
  );
}

/**
 * One of the wizard's lists of choices (sectors, educations, the team, co-owners, project contacts)
 * bound to its form value: a relation's rows as the wizard holds them until the save sends them.
 */
export function ListField({
  control,
  name,
  label,
  options,
  hint,
  error,
}: {
  control: Control<JobFormValues>;
  name: KeysOf<string[]>;
  label: string;
  options: Option[];
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <MultiSelect
          label={label}
          error={error}
          hint={hint}
          options={options}
          value={f.value}
          onValueChange={f.onChange}
        />
      )}
    />
  );
}
