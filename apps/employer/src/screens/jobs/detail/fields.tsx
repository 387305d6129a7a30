import { FormField } from '@arms/ui';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Input = styled.input`
  min-height: 40px;
  padding: 0 var(--arms-space-3);
  border: 1px solid var(--arms-color-border-strong);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  color: var(--arms-color-text);
  font: inherit;
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: var(--arms-color-danger);
  }
`;

/** A labelled native input for the types TextField does not cover (date, time, number). */
export const NativeField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }
>(function NativeField({ label, hint, error, id, required, ...rest }, ref) {
  const generated = useId();
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={id ?? `native-${generated}`}>
      {(control) => (
        <Input
          ref={ref}
          id={control.id}
          required={required}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          {...rest}
        />
      )}
    </FormField>
  );
});

/** A column of fields with even gaps, for dialogs. */
export const FormGrid = styled.div`
  display: grid;
  gap: var(--arms-space-3);
  [data-part='row'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: var(--arms-space-3);
  }
  [role='alert'] {
    margin: 0;
    color: var(--arms-color-danger);
  }
`;
