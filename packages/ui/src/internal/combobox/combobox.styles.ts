import styled from 'styled-components';
import { controlSurface, disabledSurface, focusRing } from '../field.styles';

// Shared by Select and MultiSelect: one look for every combobox of ARMS. The label, hint and error are
// the shared field parts of `internal/field.styles`.

/** Positions the popup under the control. */
export const Anchor = styled.div`
  position: relative;
`;

export const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--arms-space-1);
  min-height: 36px;
  padding: 3px var(--arms-space-1) 3px var(--arms-space-3);
  ${controlSurface}
  cursor: text;

  &:focus-within {
    ${focusRing}
  }
  &[data-state='invalid'] {
    border-color: var(--arms-color-danger);
  }
  &[data-disabled='true'] {
    ${disabledSurface}
  }
`;

export const Input = styled.input`
  flex: 1 1 8ch;
  min-width: 8ch;
  min-height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: var(--arms-color-text-muted);
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: var(--arms-radius-sm);
  background: transparent;
  color: var(--arms-color-text-muted);
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text);
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[aria-expanded='true'] > span {
    transform: rotate(180deg);
  }
`;

export const Popup = styled.div`
  position: absolute;
  z-index: var(--arms-z-index-overlay);
  top: calc(100% + var(--arms-space-1));
  left: 0;
  right: 0;
  overflow: hidden;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  box-shadow: var(--arms-shadow-md);

  &[data-state='closed'] {
    display: none;
  }
`;

export const PopupNote = styled.p`
  margin: 0;
  padding: var(--arms-space-2) var(--arms-space-3);
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);

  &[data-tone='danger'] {
    color: var(--arms-color-danger);
  }
`;

export const Listbox = styled.ul`
  max-height: var(--arms-select-list-max-height, 280px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

export const Spacer = styled.li`
  padding: 0;
  margin: 0;
`;

export const OptionItem = styled.li`
  display: flex;
  align-items: center;
  gap: var(--arms-space-2);
  min-height: 36px;
  padding: var(--arms-space-2) var(--arms-space-3);
  color: var(--arms-color-text);
  cursor: pointer;
  overflow-wrap: anywhere;

  &[data-highlighted='true'] {
    background: var(--arms-color-primary-subtle);
  }
  &[data-selected='true'] {
    font-weight: var(--arms-font-weight-medium);
  }
  &[aria-disabled='true'] {
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
`;

/** The tick of a selected option (single) or the box of a multi-select option. */
export const Indicator = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 16px;
  height: 16px;
  font-size: 12px;
  line-height: 1;

  &[data-kind='box'] {
    border: 1px solid var(--arms-color-border-strong);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface);
    color: transparent;
  }
  &[data-kind='box'][data-checked='true'] {
    border-color: var(--arms-color-primary);
    background: var(--arms-color-primary);
    color: var(--arms-color-text-on-primary);
  }
  &[data-kind='tick'] {
    color: transparent;
  }
  &[data-kind='tick'][data-checked='true'] {
    color: var(--arms-color-primary);
  }
`;
