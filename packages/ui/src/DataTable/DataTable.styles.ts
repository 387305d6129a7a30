import styled from 'styled-components';

export const Wrapper = styled.div`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-lg);
  background: var(--arms-color-surface);
  overflow: hidden;
`;

export const Scroll = styled.div`
  overflow: auto;
  max-height: var(--arms-data-table-max-height, none);
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;

  caption {
    text-align: left;
    padding: var(--arms-space-3) var(--arms-space-4);
    font-weight: var(--arms-font-weight-bold);
  }
  caption[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: var(--arms-space-3) var(--arms-space-4);
    text-align: left;
    border-bottom: 1px solid var(--arms-color-border);
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--arms-color-surface-sunken);
    font-weight: var(--arms-font-weight-bold);
    font-size: var(--arms-font-size-sm);
    color: var(--arms-color-text-muted);
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: right;
  }
  tbody tr:hover td {
    background: var(--arms-color-primary-subtle);
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-1);
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export const StateCell = styled.td`
  text-align: center !important;
  color: var(--arms-color-text-muted);
  padding: var(--arms-space-7) var(--arms-space-4) !important;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--arms-space-4);
  padding: var(--arms-space-2) var(--arms-space-4);
  border-top: 1px solid var(--arms-color-border);
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);

  select {
    margin-left: var(--arms-space-2);
    min-height: 28px;
    border: 1px solid var(--arms-color-border-strong);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    font: inherit;
  }
`;
