import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { ErrorText, Field, Hint, Input, Label, RequiredMark } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** An already translated error message; marks the field invalid. */
  error?: ReactNode;
  /** @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

/** A labelled single-line text input with hint and error wired to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, type = 'text', required, ...rest },
  ref,
) {
  const { t } = useUiTranslation();
  const generated = useId();
  const inputId = id ?? `arms-text-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <Field data-state={error ? 'invalid' : 'valid'}>
      <Label htmlFor={inputId}>
        {label}
        {required && <RequiredMark aria-label={t('TextField.required')}>*</RequiredMark>}
      </Label>
      <Input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
});
