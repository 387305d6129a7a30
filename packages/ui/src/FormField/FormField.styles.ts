import styled, { css } from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-1);
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: var(--arms-font-weight-medium);
  color: var(--arms-color-text);

  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const RequiredMark = styled.span`
  color: var(--arms-color-danger);
  margin-left: 2px;
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--arms-color-danger);
  font-size: var(--arms-font-size-sm);
`;

/**
 * The box of every text-like control (TextArea, NumberField, PasswordField, DateField): one look for
 * borders, focus and the invalid and disabled states.
 */
export const controlBox = css`
  min-height: 36px;
  padding: 0 var(--arms-space-3);
  border: 1px solid var(--arms-color-border-strong);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  color: var(--arms-color-text);
  font: inherit;

  /* Native pickers and spin buttons follow the theme. */
  [data-arms-theme='dark'] & {
    color-scheme: dark;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: var(--arms-color-danger);
  }
  &:disabled {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
  &[readonly] {
    background: var(--arms-color-surface-sunken);
  }
`;
