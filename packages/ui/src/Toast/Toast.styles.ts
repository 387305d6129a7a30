import styled from 'styled-components';
import { dismissButton } from '../internal/dialog.styles';
import { mobileQuery } from '../theme';

export const Region = styled.section`
  position: fixed;
  z-index: var(--arms-z-index-toast);
  inset-block-end: var(--arms-space-4);
  inset-inline-end: var(--arms-space-4);
  width: min(380px, calc(100vw - 2 * var(--arms-space-4)));
  pointer-events: none;

  &[data-placement='top-end'] {
    inset-block: var(--arms-space-4) auto;
  }
  &[data-placement='bottom-center'] {
    inset-inline: 50% auto;
    transform: translateX(-50%);
  }
  ${mobileQuery} {
    inset-inline: var(--arms-space-2);
    width: auto;
    transform: none;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  > li {
    pointer-events: auto;
  }
`;

export const Card = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--arms-space-3);
  padding: var(--arms-space-3) var(--arms-space-3) var(--arms-space-3) var(--arms-space-4);
  border: 1px solid var(--arms-color-border);
  border-inline-start: 4px solid var(--arms-color-primary);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  color: var(--arms-color-text);
  box-shadow: var(--arms-shadow-lg);
  animation: arms-toast-in 160ms ease-out;

  &[data-variant='success'] {
    border-inline-start-color: var(--arms-color-success);
  }
  &[data-variant='error'] {
    border-inline-start-color: var(--arms-color-danger);
  }
  [data-part='icon'] {
    flex: none;
    width: 20px;
    font-weight: var(--arms-font-weight-bold);
    text-align: center;
    color: var(--arms-color-primary);
  }
  &[data-variant='success'] [data-part='icon'] {
    color: var(--arms-color-success);
  }
  &[data-variant='error'] [data-part='icon'] {
    color: var(--arms-color-danger);
  }
  [data-part='text'] {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [data-part='title'] {
    display: block;
    font-weight: var(--arms-font-weight-bold);
  }
  [data-part='action'] {
    margin-top: var(--arms-space-2);
  }

  @keyframes arms-toast-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
`;

export const DismissButton = styled.button`
  ${dismissButton}
  width: 28px;
  height: 28px;
  border-radius: var(--arms-radius-sm);
  font-size: var(--arms-font-size-lg);
`;
