import styled from 'styled-components';

// Form parts shared by the domain widgets (SalaryRangeField, NationalityResidenceFields): a fieldset of
// labelled native controls with an error under each.

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--arms-space-2);
  font-weight: var(--arms-font-weight-bold);
  color: var(--arms-color-text);
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: var(--arms-space-3);
  align-items: start;
`;

export const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-1);
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: var(--arms-font-weight-medium);
  color: var(--arms-color-text);
`;

const control = `
  min-height: 36px;
  width: 100%;
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
  &:disabled {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
  padding-right: var(--arms-space-2);
  cursor: pointer;
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

  &:empty {
    display: none;
  }
`;
