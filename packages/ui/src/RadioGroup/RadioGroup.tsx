import { useId, type ReactNode, type Ref } from 'react';
import { FormField, type FormFieldLabelProps, type FormFieldMessageProps } from '../FormField';
import { useControllableState } from '../internal/useControllableState';
import { invariant } from '../internal/warning';
import { Group, Item, ItemHint } from './RadioGroup.styles';

/** One choice of a RadioGroup. */
export interface RadioGroupOption<V extends string | number> {
  /** What `onValueChange` reports; also the submitted form value, as text. */
  value: V;
  /** The visible label of the choice. */
  label: ReactNode;
  /** A line of help under the choice, read after its name. */
  hint?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export type RadioGroupProps<V extends string | number> = FormFieldLabelProps &
  FormFieldMessageProps & {
    /** The choices, in order; typically a domain vocabulary's `items` with translated labels. */
    options: ReadonlyArray<RadioGroupOption<V>>;
    /** The chosen value (controlled); `null` for none. */
    value?: V | null;
    /** The starting choice when uncontrolled. @default null */
    defaultValue?: V | null;
    /** Hears every new choice. */
    onValueChange?: (value: V) => void;
    /** The radios' form name; generated when missing. */
    name?: string;
    /** Stack the choices, or lay them in a row (two or three short choices). @default 'vertical' */
    orientation?: 'vertical' | 'horizontal';
    /** Disables every choice. @default false */
    disabled?: boolean;
    /** The id of the radiogroup element; generated when missing. */
    id?: string;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * One choice out of a few (salary period, interview mode), all visible. Native radios give the
 * expected keyboard: Tab enters at the chosen one, arrow keys move the choice, Space chooses.
 */
export function RadioGroup<V extends string | number>({
  label,
  hint,
  required = false,
  hideLabel = false,
  issue,
  error,
  options,
  value,
  defaultValue = null,
  onValueChange,
  name,
  orientation = 'vertical',
  disabled = false,
  id,
  ref,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `arms-radio-${generated}`;
  invariant(
    new Set(options.map((option) => option.value)).size === options.length,
    'RadioGroup: every option needs its own value.',
  );
  const [current, setCurrent] = useControllableState<V | null>({
    value,
    defaultValue,
    onValueChange: onValueChange as ((next: V | null) => void) | undefined,
  });
  const messages = (issue ? { issue } : { error }) as FormFieldMessageProps;
  return (
    <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} kind="group" {...messages}>
      {({ required: isRequired, ...control }) => (
        <Group
          ref={ref}
          role="radiogroup"
          {...control}
          aria-required={isRequired || undefined}
          aria-disabled={disabled || undefined}
          data-orientation={orientation}
        >
          {options.map((option, index) => {
            const optionId = `${control.id}-${index}`;
            const off = disabled || option.disabled === true;
            return (
              <Item
                key={String(option.value)}
                data-disabled={off}
                data-state={option.value === current ? 'checked' : 'unchecked'}
              >
                <input
                  type="radio"
                  id={optionId}
                  name={groupName}
                  value={String(option.value)}
                  checked={option.value === current}
                  disabled={off}
                  required={isRequired}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                  onChange={() => setCurrent(option.value)}
                />
                <label htmlFor={optionId}>{option.label}</label>
                {option.hint && <ItemHint id={`${optionId}-hint`}>{option.hint}</ItemHint>}
              </Item>
            );
          })}
        </Group>
      )}
    </FormField>
  );
}
