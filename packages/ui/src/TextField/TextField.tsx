import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField';
import { Input } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** An already translated error message; marks the field invalid. */
  error?: ReactNode;
  /** The input's type: which keyboard phones show and what browsers offer to fill in. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
}

/** A labelled single-line text input with hint and error wired to it for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, type = 'text', required, ...rest },
  ref,
) {
  const generated = useId();
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id ?? `arms-text-${generated}`}>
      {(control) => (
        <Input
          ref={ref}
          id={control.id}
          type={type}
          required={required}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...rest}
        />
      )}
    </FormField>
  );
});
