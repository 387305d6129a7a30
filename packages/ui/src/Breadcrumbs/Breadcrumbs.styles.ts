import styled from 'styled-components';

export const Nav = styled.nav`
  font-size: var(--arms-font-size-sm);

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--arms-space-1) var(--arms-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--arms-space-2);
    min-width: 0;
  }
  [data-part='separator'] {
    color: var(--arms-color-text-muted);
  }
  a {
    color: var(--arms-color-primary);
    text-underline-offset: 2px;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
    border-radius: var(--arms-radius-sm);
  }
  [aria-current='page'] {
    color: var(--arms-color-text);
    font-weight: var(--arms-font-weight-medium);
  }
  button {
    padding: 0 var(--arms-space-1);
    border: 0;
    border-radius: var(--arms-radius-sm);
    background: transparent;
    color: var(--arms-color-primary);
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: var(--arms-color-primary-subtle);
  }
`;
