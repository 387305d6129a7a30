import styled from 'styled-components';

export const Nav = styled.nav`
  background: var(--arms-color-menu-bg);
  color: var(--arms-color-menu-text);
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  &[data-level='0'] {
    padding: var(--arms-space-2);
  }
  &[hidden] {
    display: none;
  }
  li + li {
    margin-top: 2px;
  }
  a,
  [data-part='group'] {
    display: flex;
    align-items: center;
    gap: var(--arms-space-3);
    width: 100%;
    min-height: 40px;
    padding: 0 var(--arms-space-3);
    border: 0;
    border-radius: var(--arms-radius-md);
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    cursor: pointer;
  }
  &[data-level='1'] a,
  &[data-level='1'] [data-part='group'] {
    padding-inline-start: calc(var(--arms-space-3) + 24px + var(--arms-space-3));
    min-height: 36px;
  }
  &[data-level='2'] a {
    padding-inline-start: calc(var(--arms-space-3) + 2 * (24px + var(--arms-space-3)));
    min-height: 36px;
  }
  a:hover,
  [data-part='group']:hover {
    background: var(--arms-color-menu-active-bg);
  }
  a[aria-current='page'] {
    background: var(--arms-color-menu-active-bg);
    font-weight: var(--arms-font-weight-bold);
  }
  [data-part='group'][data-active='true'] {
    font-weight: var(--arms-font-weight-bold);
  }
  a:focus-visible,
  [data-part='group']:focus-visible {
    outline: 2px solid var(--arms-color-menu-text);
    outline-offset: -2px;
  }
  [data-part='icon'] {
    flex: none;
    width: 24px;
    text-align: center;
  }
  [data-part='label'] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  [data-part='chevron'] {
    flex: none;
    transition: transform 120ms ease;
  }
  [aria-expanded='true'] > [data-part='chevron'] {
    transform: rotate(90deg);
  }

  /* Icon-only: every level lines up under the icons; names stay for assistive technology. */
  ${Nav}[data-state='collapsed'] & a,
  ${Nav}[data-state='collapsed'] & [data-part='group'] {
    justify-content: center;
    padding: 0;
    gap: 0;
  }
  ${Nav}[data-state='collapsed'] & [data-part='chevron'] {
    display: none;
  }
  ${Nav}[data-state='collapsed'] &[data-level='1'],
  ${Nav}[data-state='collapsed'] &[data-level='2'] {
    margin: 2px 0;
    padding-inline-start: 2px;
    border-inline-start: 2px solid var(--arms-color-menu-active-bg);
  }
`;
