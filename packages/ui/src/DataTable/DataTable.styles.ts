import styled from 'styled-components';

export const Wrapper = styled.div`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-lg);
  background: var(--arms-color-surface);
  overflow: hidden;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--arms-space-2);
  min-height: 48px;
  padding: var(--arms-space-2) var(--arms-space-4);
  border-bottom: 1px solid var(--arms-color-border);
`;

export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--arms-space-2);
  margin-right: auto;
  font-size: var(--arms-font-size-sm);

  > strong {
    font-weight: var(--arms-font-weight-bold);
  }
`;

/** The scroll container: the header sticks to its top, and long pages render only the rows in view. */
export const Scroll = styled.div`
  overflow: auto;
  max-height: var(--arms-data-table-max-height, none);

  &[data-virtual='true'] {
    max-height: var(--arms-data-table-max-height, 70vh);
  }
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
  thead th {
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
  [data-column='select'] {
    width: 1%;
    padding-right: 0;
  }
  tbody tr:hover td {
    background: var(--arms-color-primary-subtle);
  }
  tbody tr[data-selected='true'] td {
    background: var(--arms-color-primary-subtle);
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: 0;
    background: none;
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

export const SelectBox = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  vertical-align: middle;
  accent-color: var(--arms-color-primary);
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const StateCell = styled.td`
  text-align: center !important;
  color: var(--arms-color-text-muted);
  padding: var(--arms-space-7) var(--arms-space-4) !important;
`;

export const StateBox = styled.div`
  text-align: center;
  color: var(--arms-color-text-muted);
  padding: var(--arms-space-7) var(--arms-space-4);
`;

export const Footer = styled.div`
  padding: var(--arms-space-2) var(--arms-space-4);
  border-top: 1px solid var(--arms-color-border);
`;

// Mobile: one card per row, each value under its column's name.

export const CardsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--arms-space-2);
  padding: var(--arms-space-3) var(--arms-space-4);
  border-bottom: 1px solid var(--arms-color-border);
  font-size: var(--arms-font-size-sm);

  label {
    display: inline-flex;
    align-items: center;
    gap: var(--arms-space-2);
    min-width: 0;
    max-width: 100%;
  }
  select {
    min-height: 32px;
    min-width: 0;
    max-width: 100%;
    border: 1px solid var(--arms-color-border-strong);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    font: inherit;
  }
`;

export const Caption = styled.p`
  margin: 0;
  padding: var(--arms-space-3) var(--arms-space-4) 0;
  font-weight: var(--arms-font-weight-bold);
`;

export const CardList = styled.ul`
  display: grid;
  gap: var(--arms-space-3);
  margin: 0;
  padding: var(--arms-space-3);
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

export const Card = styled.li`
  display: flex;
  gap: var(--arms-space-3);
  padding: var(--arms-space-3) var(--arms-space-4);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);

  &[data-selected='true'] {
    border-color: var(--arms-color-primary);
    background: var(--arms-color-primary-subtle);
  }
  dl {
    display: grid;
    /* A long column name wraps within 40% rather than squeezing the value to a letter a line. */
    grid-template-columns: fit-content(40%) minmax(0, 1fr);
    gap: var(--arms-space-1) var(--arms-space-3);
    flex: 1;
    min-width: 0;
    margin: 0;
  }
  dt {
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

// The columns menu: a disclosure button and a panel of checkboxes.

export const MenuAnchor = styled.div`
  position: relative;
  margin-left: auto;
`;

export const MenuPanel = styled.div`
  position: absolute;
  z-index: var(--arms-z-index-overlay);
  top: calc(100% + var(--arms-space-1));
  right: 0;
  min-width: 200px;
  padding: var(--arms-space-2) var(--arms-space-3);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  box-shadow: var(--arms-shadow-md);

  fieldset {
    display: grid;
    gap: var(--arms-space-2);
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0 0 var(--arms-space-2);
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
  label {
    display: flex;
    align-items: center;
    gap: var(--arms-space-2);
    cursor: pointer;
  }
`;
