import styled, { css } from 'styled-components';

// The parts every field of ARMS shares: the column, the label and its required mark, the hint, the
// error, and the box of a text-like control. Components extend them (`styled(Hint)`) instead of
// restating them, so a field looks the same whichever component draws it.

/** The column of a field: label, control, hint and error, one under the other. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-1);
  min-width: 0;
`;

/** The look of a field's label; a `<label>`, or render it `as="span"` when it names a group. */
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

/** The asterisk after a required field's label; render it `aria-hidden` and set `required` on the control. */
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

/** The border, corners and colours of a control's box, whatever element draws it. */
export const controlSurface = css`
  border: 1px solid var(--arms-color-border-strong);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  color: var(--arms-color-text);
`;

/** The focus ring of a control. */
export const focusRing = css`
  outline: 2px solid var(--arms-color-focus);
  outline-offset: 1px;
`;

/** The look of a disabled control. */
export const disabledSurface = css`
  background: var(--arms-color-surface-sunken);
  color: var(--arms-color-text-muted);
  cursor: not-allowed;
`;

/** Focus, invalid and disabled states of a native control (`input`, `select`, `textarea`). */
export const controlStates = css`
  &:focus-visible {
    ${focusRing}
  }
  &[aria-invalid='true'] {
    border-color: var(--arms-color-danger);
  }
  &:disabled {
    ${disabledSurface}
  }
`;

/** The box of a native text input or select, with its focus, invalid and disabled states. */
export const inputBox = css`
  min-height: 36px;
  padding: 0 var(--arms-space-3);
  ${controlSurface}
  font: inherit;

  ${controlStates}
`;

/**
 * The box of every text-like control (TextArea, NumberField, PasswordField, DateField): one look for
 * borders, focus and the invalid and disabled states.
 */
export const controlBox = css`
  ${inputBox}

  /* Native pickers and spin buttons follow the theme. */
  [data-arms-theme='dark'] & {
    color-scheme: dark;
  }
  &[readonly] {
    background: var(--arms-color-surface-sunken);
  }
`;
