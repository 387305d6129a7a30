import styled from 'styled-components';
import { controlBox } from '../internal/field.styles';

export const DateInput = styled.input`
  ${controlBox}
  max-width: 100%;
  width: 12em;
`;

export const MonthYear = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
`;

export const Select = styled.select`
  ${controlBox}
  padding-inline-end: var(--arms-space-2);

  &[data-part='month'] {
    min-width: 9em;
  }
  &[data-part='year'] {
    min-width: 6em;
  }
`;
