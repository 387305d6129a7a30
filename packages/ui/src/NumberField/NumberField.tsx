import { useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { FormField, type FormFieldLabelProps, type FormFieldMessageProps } from '../FormField';
import { joinIds, messageProps } from '../FormField/FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { invariant } from '../internal/warning';
import { clamp, decimalsOf, formatDraft, isNumberDraft, parseDraft, roundTo } from './number';
import { Input } from './NumberField.styles';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'min'
  | 'max'
  | 'step'
  | 'size'
  | 'inputMode'
  | 'required'
  | 'aria-invalid'
  | 'children'
>;

export type NumberFieldProps = NativeProps &
  FormFieldLabelProps &
  FormFieldMessageProps & {
    /** The number (controlled); `null` when the field is empty. */
    value?: number | null;
    /** The starting number when uncontrolled. @default null */
    defaultValue?: number | null;
    /** Hears every change: each accepted keystroke, each step, and the clamp on blur. */
    onValueChange?: (value: number | null) => void;
    /** The smallest value; typing below it is clamped on blur, Home jumps to it. A minus sign can only be typed when it is below 0 or unset. */
    min?: number;
    /** The largest value; typing above it is clamped on blur, End jumps to it. */
    max?: number;
    /** What ArrowUp and ArrowDown add and take away. @default 1 */
    step?: number;
    /** What PageUp and PageDown add and take away. @default step * 10 */
    largeStep?: number;
    /** Digits allowed after the decimal point; 0 accepts whole numbers only. @default the decimals of `step` */
    fractionDigits?: number;
    /** Aligns the digits to the end, as in tables of amounts. @default 'start' */
    align?: 'start' | 'end';
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled field that takes numbers only (spec section 5: "only numbers allowed"): other keystrokes
 * are refused and announced, arrow keys step within `min` and `max`, and the value is a number or null.
 */
export function NumberField({
  label,
  hint,
  required = false,
  hideLabel = false,
  issue,
  error,
  id,
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  largeStep = step * 10,
  fractionDigits = Math.max(decimalsOf(step), min === undefined ? 0 : decimalsOf(min)),
  align = 'start',
  onKeyDown,
  onBlur,
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: NumberFieldProps) {
  invariant(step > 0, `NumberField: step must be greater than 0 (got ${step}).`);
  invariant(min === undefined || max === undefined || min <= max, `NumberField: min (${min}) is above max (${max}).`);
  const { t } = useUiTranslation();
  const [current, setCurrent] = useControllableState<number | null>({ value, defaultValue, onValueChange });
  const format = { negative: min === undefined || min < 0, fractionDigits };
  // The text being typed ('12.', '-') and the value it stood for; a value that changes from outside
  // (a reset, a step, the parent) replaces the text.
  const [draft, setDraft] = useState(() => ({ text: formatDraft(current, fractionDigits), value: current }));
  const [refused, setRefused] = useState(false);
  let text = draft.text;
  if (!Object.is(draft.value, current)) {
    text = formatDraft(current, fractionDigits);
    setDraft({ text, value: current });
  }

  const commit = (next: number | null) => {
    const settled = next === null ? null : roundTo(clamp(next, min, max), fractionDigits);
    setDraft({ text: formatDraft(settled, fractionDigits), value: settled });
    setCurrent(settled);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.trim();
    if (!isNumberDraft(next, format)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    const parsed = parseDraft(next);
    setDraft({ text: next, value: parsed });
    setCurrent(parsed);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    const base = current ?? (min !== undefined && min > 0 ? min : 0);
    const moves: Record<string, number | undefined> = {
      ArrowUp: current === null ? base : base + step,
      ArrowDown: current === null ? base : base - step,
      PageUp: base + largeStep,
      PageDown: base - largeStep,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setRefused(false);
    commit(next);
  };

  const messages = messageProps(issue, error);
  return (
    <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} {...messages}>
      {(control) => (
        <>
          <Input
            ref={ref}
            {...rest}
            {...control}
            aria-describedby={joinIds(describedBy, control['aria-describedby'])}
            type="text"
            role="spinbutton"
            inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
            autoComplete={rest.autoComplete ?? 'off'}
            aria-valuenow={current ?? undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            disabled={disabled}
            readOnly={readOnly}
            data-align={align}
            value={text}
            onChange={change}
            onKeyDown={keyDown}
            onBlur={(event) => {
              onBlur?.(event);
              setRefused(false);
              commit(parseDraft(text));
            }}
          />
          <VisuallyHidden aria-live="polite">{refused ? t('domain.validation.salary.numbersOnly') : ''}</VisuallyHidden>
        </>
      )}
    </FormField>
  );
}
