import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The filter rail beside the results (SCREENS.md "Resumes list and search"); stacked on a phone. */
export const WithRail = styled.div`
  display: grid;
  grid-template-columns: 272px minmax(0, 1fr);
  gap: var(--arms-space-5);
  align-items: start;
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Rail = styled.details`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-3) var(--arms-space-4) var(--arms-space-4);
  min-width: 0;
  & > summary {
    cursor: pointer;
    font-weight: var(--arms-font-weight-medium);
    padding: var(--arms-space-1) 0;
  }
  & > div {
    display: grid;
    gap: var(--arms-space-4);
    margin-top: var(--arms-space-3);
  }
  @media (min-width: 768px) {
    position: sticky;
    top: var(--arms-space-4);
  }
`;

export const Results = styled.section`
  display: grid;
  gap: var(--arms-space-3);
  min-width: 0;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
  list-style: none;
  margin: 0;
  padding: 0;
  align-items: center;
`;

/** A react-router link that looks like a button (navigation, so an anchor). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-2);
  min-height: 36px;
  padding: 0 var(--arms-space-4);
  border-radius: var(--arms-radius-md);
  border: 1px solid var(--arms-color-border-strong);
  color: var(--arms-color-text);
  background: var(--arms-color-surface);
  text-decoration: none;
  font-weight: var(--arms-font-weight-medium);
  white-space: nowrap;
  &[data-variant='primary'] {
    background: var(--arms-color-primary);
    border-color: var(--arms-color-primary);
    color: var(--arms-color-text-on-primary);
  }
  &:hover {
    border-color: var(--arms-color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
`;

export const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-2);
  min-width: min(240px, 60vw);
  & > :first-child {
    flex-shrink: 0;
  }
  a {
    color: var(--arms-color-primary);
    font-weight: var(--arms-font-weight-medium);
  }
`;

export const Muted = styled.span`
  color: var(--arms-color-text-muted);
`;

/** A name cell that gives up its minimum width in the phone's card layout, so a card never overflows. */
export const PersonCell = styled(NameCell)`
  @media (max-width: 767.98px) {
    min-width: 0;
  }
`;
