import styled from 'styled-components';
import { controlBox } from '../internal/field.styles';

export const Wrapper = styled.div`
  position: relative;
  display: flex;
`;

export const Input = styled.input`
  ${controlBox}
  flex: 1;
  min-width: 0;
  /* Room for the toggle, so long passwords never run under it. */
  padding-inline-end: 44px;
`;

export const Toggle = styled.button`
  position: absolute;
  inset-block: 4px;
  inset-inline-end: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--arms-radius-sm);
  background: transparent;
  color: var(--arms-color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
