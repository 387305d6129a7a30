import styled from 'styled-components';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-2);

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--arms-color-primary);
  }
  input:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label. */
  label: ReactNode;
}

/** A labelled native checkbox: Space toggles it, and it joins forms like any input. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? `arms-checkbox-${generated}`;
  return (
    <Row>
      <input ref={ref} id={inputId} type="checkbox" {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
});
