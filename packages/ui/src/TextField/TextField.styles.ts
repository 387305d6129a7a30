import styled from 'styled-components';
import { inputBox } from '../internal/field.styles';

export const Input = styled.input`
  ${inputBox}
`;
