import styled from 'styled-components';

export const List = styled.ol`
  display: flex;
  gap: var(--arms-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-orientation='vertical'] {
    flex-direction: column;
    gap: 0;
  }
`;

export const Item = styled.li`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  align-items: center;
  gap: var(--arms-space-2);
  text-align: center;
  color: var(--arms-color-text-muted);

  /* The line to the previous step. */
  & + &::before {
    content: '';
    position: absolute;
    top: 14px;
    right: calc(50% + 18px);
    left: calc(-50% + 18px - var(--arms-space-2));
    height: 2px;
    background: var(--arms-color-border);
  }
  &[data-state='complete'] + &::before {
    background: var(--arms-color-primary);
  }
  &[data-state='current'],
  &[data-state='complete'] {
    color: var(--arms-color-text);
  }
  &[data-state='current'] {
    font-weight: var(--arms-font-weight-bold);
  }

  [data-orientation='vertical'] > & {
    flex-direction: row;
    align-items: flex-start;
    text-align: start;
    padding-bottom: var(--arms-space-4);
  }
  [data-orientation='vertical'] > & + &::before {
    top: calc(-1 * var(--arms-space-4) + 4px);
    bottom: calc(100% - 4px);
    left: 13px;
    right: auto;
    width: 2px;
    height: auto;
  }

  [data-part='step'] {
    display: inherit;
    flex-direction: inherit;
    align-items: inherit;
    gap: inherit;
    min-width: 0;
    max-width: 100%;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: inherit;
  }
  button[data-part='step'] {
    cursor: pointer;
    border-radius: var(--arms-radius-sm);
  }
  button[data-part='step']:hover [data-part='label'] {
    text-decoration: underline;
  }
  button[data-part='step']:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  [data-part='marker'] {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border: 2px solid var(--arms-color-border-strong);
    border-radius: 50%;
    background: var(--arms-color-surface);
    font-size: var(--arms-font-size-sm);
    font-weight: var(--arms-font-weight-bold);
  }
  &[data-state='current'] [data-part='marker'] {
    border-color: var(--arms-color-primary);
    color: var(--arms-color-primary);
  }
  &[data-state='complete'] [data-part='marker'] {
    border-color: var(--arms-color-primary);
    background: var(--arms-color-primary);
    color: var(--arms-color-text-on-primary);
  }
  [data-part='text'] {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [data-part='description'] {
    font-size: var(--arms-font-size-sm);
    font-weight: var(--arms-font-weight-regular);
    color: var(--arms-color-text-muted);
  }
`;
