import styled from 'styled-components';

export const Root = styled.div`
  &[data-orientation='vertical'] {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--arms-space-4);
  }
`;

export const List = styled.div`
  display: flex;
  gap: var(--arms-space-1);
  border-bottom: 1px solid var(--arms-color-border);
  overflow-x: auto;

  &[aria-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-inline-end: 1px solid var(--arms-color-border);
    overflow: visible;
  }
`;

export const Tab = styled.button`
  position: relative;
  flex: none;
  min-height: 40px;
  padding: 0 var(--arms-space-4);
  border: 0;
  background: transparent;
  color: var(--arms-color-text-muted);
  font: inherit;
  font-weight: var(--arms-font-weight-medium);
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: var(--arms-color-text);
    background: var(--arms-color-surface-sunken);
  }
  &[aria-selected='true'] {
    color: var(--arms-color-primary);
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px 0;
    height: 2px;
    background: var(--arms-color-primary);
  }
  [aria-orientation='vertical'] > &[aria-selected='true']::after {
    inset: 0 -1px 0 auto;
    width: 2px;
    height: auto;
  }
  [aria-orientation='vertical'] > & {
    text-align: start;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: -2px;
    border-radius: var(--arms-radius-sm);
  }
`;

export const Panel = styled.div`
  padding: var(--arms-space-4) 0;

  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
    border-radius: var(--arms-radius-sm);
  }
  [data-orientation='vertical'] > & {
    padding: 0;
  }
`;
