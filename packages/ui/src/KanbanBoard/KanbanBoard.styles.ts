import styled from 'styled-components';

export const Board = styled.div`
  display: flex;
  align-items: stretch;
  gap: var(--arms-space-2);
  max-width: 100%;
  max-height: var(--arms-kanban-max-height, 70vh);
  overflow: auto;
  overscroll-behavior-x: contain;
  padding-block-end: var(--arms-space-2);
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export const Column = styled.section`
  display: flex;
  flex: none;
  flex-direction: column;
  width: 264px;
  min-height: 240px;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-sunken);

  &[data-collapsed='true'] {
    width: 44px;
  }
  &[data-drop='allowed'] {
    border-color: var(--arms-color-primary);
    border-style: dashed;
  }
  &[data-drop='over'] {
    border-color: var(--arms-color-primary);
    border-style: solid;
    background: var(--arms-color-primary-subtle);
  }
  &[data-drop='refused'] {
    opacity: 0.55;
  }
  &[data-drop='refused-over'] {
    border-color: var(--arms-color-danger);
    background: var(--arms-color-danger-subtle);
    cursor: not-allowed;
  }
`;

export const ColumnHeader = styled.h3`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--arms-space-2);
  margin: 0;
  padding: var(--arms-space-2) var(--arms-space-3);
  border-radius: var(--arms-radius-md) var(--arms-radius-md) 0 0;
  background: var(--arms-color-surface-sunken);
  font-size: var(--arms-font-size-sm);
  font-weight: 600;
  line-height: var(--arms-font-line-height-tight);

  [data-part='title'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='count'] {
    flex: none;
    min-width: 24px;
    padding: 0 var(--arms-space-2);
    border-radius: var(--arms-radius-pill);
    background: var(--arms-color-surface);
    color: var(--arms-color-text-muted);
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  [data-collapsed='true'] > & {
    flex-direction: column-reverse;
    justify-content: flex-end;
    height: 100%;
    padding: var(--arms-space-2) 0;
    border-radius: var(--arms-radius-md);
  }
  [data-collapsed='true'] > & [data-part='title'] {
    writing-mode: vertical-rl;
    white-space: nowrap;
  }
`;

export const CardList = styled.ul`
  display: grid;
  align-content: start;
  gap: var(--arms-space-2);
  flex: 1;
  margin: 0;
  padding: var(--arms-space-2);
  list-style: none;

  [data-part='empty'] {
    padding: var(--arms-space-3) var(--arms-space-2);
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
    text-align: center;
  }
`;

export const Card = styled.article`
  display: grid;
  gap: var(--arms-space-1);
  padding: var(--arms-space-2) var(--arms-space-3);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  box-shadow: var(--arms-shadow-sm);
  font-size: var(--arms-font-size-sm);

  &[data-state='dragging'] {
    opacity: 0.4;
  }
  &[data-state='overlay'] {
    box-shadow: var(--arms-shadow-md);
    cursor: grabbing;
  }
  [data-part='head'] {
    display: flex;
    align-items: center;
    gap: var(--arms-space-2);
    min-width: 0;
  }
  [data-part='title'] {
    overflow: hidden;
    min-width: 0;
    padding: 0;
    border: 0;
    background: none;
    color: var(--arms-color-text);
    font: inherit;
    font-weight: 600;
    text-align: start;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button[data-part='title'] {
    cursor: pointer;
  }
  button[data-part='title']:hover {
    color: var(--arms-color-primary);
    text-decoration: underline;
  }
  button[data-part='title']:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  [data-part='subtitle'],
  [data-part='meta'] {
    overflow: hidden;
    margin: 0;
    color: var(--arms-color-text-muted);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='foot'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--arms-space-2);
  }
  [data-part='badges'] {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--arms-space-1);
  }
  [data-part='actions'] {
    display: inline-flex;
    align-items: center;
    gap: var(--arms-space-1);
    margin-inline-start: auto;
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--arms-radius-sm);
  background: none;
  color: var(--arms-color-text-muted);
  cursor: pointer;

  &[data-part='handle'] {
    cursor: grab;
    touch-action: none;
  }
  &:hover {
    border-color: var(--arms-color-border);
    color: var(--arms-color-text);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const MoveMenu = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    padding: var(--arms-space-2);
    border: 0;
    border-radius: var(--arms-radius-sm);
    background: none;
    color: var(--arms-color-text);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: var(--arms-color-primary-subtle);
    outline: none;
  }
  p {
    margin: 0;
    color: var(--arms-color-text-muted);
  }
`;
