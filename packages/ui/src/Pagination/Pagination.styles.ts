import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--arms-space-2) var(--arms-space-4);
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
`;

export const PageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-2);

  select {
    min-height: 28px;
    border: 1px solid var(--arms-color-border-strong);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    font: inherit;
  }
  select:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
`;

export const Range = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--arms-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Gap = styled.li`
  min-width: 20px;
  text-align: center;
`;

export const Steps = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-1);
`;
