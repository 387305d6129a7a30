import styled from 'styled-components';
import { controlBox } from '../internal/field.styles';

export const StyledTextArea = styled.textarea`
  ${controlBox}
  min-height: 72px;
  padding: var(--arms-space-2) var(--arms-space-3);
  line-height: var(--arms-font-line-height-normal);
  resize: vertical;

  &[data-resize='none'] {
    resize: none;
  }
`;

export const Count = styled.p`
  margin: 0;
  align-self: flex-end;
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
  font-variant-numeric: tabular-nums;

  &[data-state='full'] {
    color: var(--arms-color-text);
    font-weight: var(--arms-font-weight-medium);
  }
`;
