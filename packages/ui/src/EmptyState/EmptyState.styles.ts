import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--arms-space-3);
  padding: var(--arms-space-7) var(--arms-space-5);
  border: 1px dashed var(--arms-color-border);
  border-radius: var(--arms-radius-lg);
  text-align: center;
  color: var(--arms-color-text);

  &[data-variant='error'] {
    border-style: solid;
    border-color: var(--arms-color-danger);
    background: var(--arms-color-danger-subtle);
  }
  [data-part='icon'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-xxl);
  }
  &[data-variant='error'] [data-part='icon'] {
    background: var(--arms-color-surface);
    color: var(--arms-color-danger);
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--arms-font-size-lg);
  }
  p {
    margin: 0;
    max-width: 48ch;
    color: var(--arms-color-text-muted);
  }
  &[data-variant='error'] p {
    color: var(--arms-color-text);
  }
  [data-part='action'] {
    margin-top: var(--arms-space-2);
  }
`;
