import styled from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  min-height: 28px;
  padding: 0 var(--arms-space-2);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-pill);
  background: var(--arms-color-surface-sunken);
  color: var(--arms-color-text);
  font-size: var(--arms-font-size-sm);
  line-height: var(--arms-font-line-height-tight);
  vertical-align: middle;

  &[data-variant='primary'] {
    border-color: var(--arms-color-primary);
    background: var(--arms-color-primary-subtle);
    color: var(--arms-color-primary);
  }
  &[data-removable='true'] {
    padding-inline-end: 2px;
  }
  &[data-state='disabled'] {
    color: var(--arms-color-text-muted);
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  /* 24px: the WCAG 2.2 minimum target size. */
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;
