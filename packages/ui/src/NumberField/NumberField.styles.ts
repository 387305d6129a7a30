import styled from 'styled-components';
import { controlBox } from '../internal/field.styles';

export const Input = styled.input`
  ${controlBox}
  font-variant-numeric: tabular-nums;

  &[data-align='end'] {
    text-align: end;
  }
`;
