import styled from 'styled-components';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--arms-space-2);
  min-height: 36px;
  padding: 0 var(--arms-space-4);
  border: 1px solid transparent;
  border-radius: var(--arms-radius-md);
  font: inherit;
  font-weight: var(--arms-font-weight-medium);
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  &[data-size='sm'] {
    min-height: 28px;
    padding: 0 var(--arms-space-3);
    font-size: var(--arms-font-size-sm);
  }
  &[data-size='lg'] {
    min-height: 44px;
    padding: 0 var(--arms-space-5);
    font-size: var(--arms-font-size-lg);
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: var(--arms-color-primary);
    color: var(--arms-color-text-on-primary);
  }
  &[data-variant='primary']:hover:not(:disabled, [data-state='loading']) {
    background: var(--arms-color-primary-hover);
  }
  &[data-variant='secondary'] {
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    border-color: var(--arms-color-border-strong);
  }
  &[data-variant='secondary']:hover:not(:disabled, [data-state='loading']) {
    background: var(--arms-color-surface-sunken);
  }
  &[data-variant='danger'] {
    background: var(--arms-color-danger);
    color: var(--arms-color-text-on-primary);
  }
  &[data-variant='danger']:hover:not(:disabled, [data-state='loading']) {
    background: var(--arms-color-danger-hover);
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: var(--arms-color-primary);
  }
  &[data-variant='ghost']:hover:not(:disabled, [data-state='loading']) {
    background: var(--arms-color-primary-subtle);
  }

  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &:disabled,
  &[data-state='loading'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: arms-spin 0.8s linear infinite;

  @keyframes arms-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
