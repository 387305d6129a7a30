import styled from 'styled-components';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Content = styled.div`
  position: absolute;
  z-index: var(--arms-z-index-overlay);
  min-width: 200px;
  max-width: min(360px, calc(100vw - 2 * var(--arms-space-4)));
  padding: var(--arms-space-4);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  color: var(--arms-color-text);
  box-shadow: var(--arms-shadow-md);

  &[hidden] {
    display: none;
  }
  &[data-placement^='bottom'] {
    top: calc(100% + var(--arms-space-1));
  }
  &[data-placement^='top'] {
    bottom: calc(100% + var(--arms-space-1));
  }
  &[data-placement$='start'] {
    inset-inline-start: 0;
  }
  &[data-placement$='end'] {
    inset-inline-end: 0;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  [data-part='title'] {
    margin: 0 0 var(--arms-space-2);
    font-size: var(--arms-font-size-lg);
    font-weight: var(--arms-font-weight-bold);
  }
`;
