import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--arms-space-3);

  [data-part='code'] {
    font-size: 48px;
    font-weight: var(--arms-font-weight-bold);
    line-height: 1;
    color: var(--arms-color-primary);
  }
  h1,
  h2 {
    margin: 0;
    font-size: var(--arms-font-size-xxl);
  }
  p {
    margin: 0;
    color: var(--arms-color-text-muted);
  }
  a {
    color: var(--arms-color-primary);
    font-weight: var(--arms-font-weight-medium);
  }
  a:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
    border-radius: var(--arms-radius-sm);
  }
`;
