import { useId, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Hint, Root, Text, Thumb, Track } from './Switch.styles';

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'aria-checked'
>;

export interface SwitchProps extends NativeProps {
  /** The visible label, saying what is on when the switch is on. */
  label: ReactNode;
  /** Help under the label, read after it. */
  hint?: ReactNode;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Whether it starts on when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Hears every toggle. */
  onCheckedChange?: (checked: boolean) => void;
  /** Submits `name=value` with its form while on, like a checkbox. */
  name?: string;
  /** The value submitted while on. @default 'on' */
  value?: string;
  /** The label before the switch (settings lists) or after it. @default 'end' */
  labelPosition?: 'start' | 'end';
  /** Hides the label visually; it stays the accessible name. @default false */
  hideLabel?: boolean;
  /** The switch's `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that takes effect at once (auto repost, email alerts): `role="switch"` with
 * `aria-checked`, toggled by click, Space or Enter. Use a Checkbox for choices submitted with a form.
 */
export function Switch({
  label,
  hint,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  name,
  value = 'on',
  labelPosition = 'end',
  hideLabel = false,
  id,
  disabled,
  onClick,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `arms-switch-${generated}`;
  const hintId = hint ? `${switchId}-hint` : undefined;
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onValueChange: onCheckedChange,
  });
  const state = checked ? 'checked' : 'unchecked';
  return (
    <Root data-label-position={labelPosition} data-state={state}>
      <Track
        ref={ref}
        {...rest}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ') || undefined}
        data-state={state}
        disabled={disabled}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setChecked(!checked);
        }}
      >
        <Thumb aria-hidden="true" />
      </Track>
      <Text>
        {hideLabel ? (
          <VisuallyHidden as="label" htmlFor={switchId}>
            {label}
          </VisuallyHidden>
        ) : (
          <label htmlFor={switchId} data-disabled={disabled === true}>
            {label}
          </label>
        )}
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </Text>
      {name && checked && <input type="hidden" name={name} value={value} />}
    </Root>
  );
}
