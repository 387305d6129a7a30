import styled from 'styled-components';

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  min-height: 26px;
  padding: 0 2px 0 var(--arms-space-2);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-pill);
  background: var(--arms-color-primary-subtle);
  color: var(--arms-color-text);
  font-size: var(--arms-font-size-sm);
  cursor: default;

  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  &[data-active='true'] {
    border-color: var(--arms-color-primary);
  }
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--arms-color-text-muted);
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--arms-space-2);
`;
