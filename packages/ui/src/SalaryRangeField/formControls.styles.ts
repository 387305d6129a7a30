import styled from 'styled-components';
import { ErrorText as FieldErrorText, inputBox } from '../internal/field.styles';

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

/** One labelled control of the set, with its error under it. */
export { Field as Control, Hint, Label } from '../internal/field.styles';

export const Input = styled.input`
  ${inputBox}
  width: 100%;
`;

export const Select = styled.select`
  ${inputBox}
  width: 100%;
  padding-right: var(--arms-space-2);
  cursor: pointer;
`;

/** Rendered for every control, so `aria-describedby` always points somewhere; hidden while empty. */
export const ErrorText = styled(FieldErrorText)`
  &:empty {
    display: none;
  }
`;
