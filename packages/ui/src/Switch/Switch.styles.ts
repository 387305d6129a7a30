import styled from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--arms-space-3);

  &[data-label-position='start'] {
    flex-direction: row-reverse;
  }
`;

export const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--arms-radius-pill);
  /* The off track keeps 3:1 against the surface (WCAG 1.4.11) in both themes. */
  background: var(--arms-color-border-strong);
  cursor: pointer;
  transition: background-color 120ms ease;

  &[data-state='checked'] {
    background: var(--arms-color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 3px;
  left: 3px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: var(--arms-color-surface);
  box-shadow: var(--arms-shadow-sm);
  transition: transform 120ms ease;

  [data-state='checked'] > & {
    transform: translateX(16px);
  }
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  /* Centres a one-line label on the 24px track. */
  padding-top: 1px;

  label {
    color: var(--arms-color-text);
    cursor: pointer;
  }
  label[data-disabled='true'] {
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
`;
