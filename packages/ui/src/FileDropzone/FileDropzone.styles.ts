import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  min-width: 0;
`;

export const Label = styled.span`
  font-weight: var(--arms-font-weight-medium);
  color: var(--arms-color-text);
`;

export const DropArea = styled.div`
  position: relative;
`;

export const PickButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--arms-space-2);
  width: 100%;
  min-height: 120px;
  padding: var(--arms-space-5) var(--arms-space-4);
  border: 2px dashed var(--arms-color-border-strong);
  border-radius: var(--arms-radius-lg);
  background: var(--arms-color-surface);
  color: var(--arms-color-text);
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  &:hover:not(:disabled) {
    border-color: var(--arms-color-primary);
    background: var(--arms-color-primary-subtle);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &[data-state='dragging'] {
    border-color: var(--arms-color-primary);
    border-style: solid;
    background: var(--arms-color-primary-subtle);
  }
  &[data-state='rejecting'] {
    border-color: var(--arms-color-danger);
    border-style: solid;
    background: var(--arms-color-danger-subtle);
  }
  &[data-state='checking'] {
    cursor: progress;
  }
  &:disabled {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
  svg {
    width: 32px;
    height: 32px;
    color: var(--arms-color-primary);
  }
  &:disabled svg {
    color: var(--arms-color-text-muted);
  }
`;

export const PickText = styled.span`
  font-weight: var(--arms-font-weight-medium);
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
`;

export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-1);
  font-size: var(--arms-font-size-sm);

  /* Empty live regions stay in the accessibility tree but take no room in the column. */
  &:empty {
    position: absolute;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: var(--arms-space-2) var(--arms-space-3);
    border-radius: var(--arms-radius-sm);
  }
  &[data-tone='danger'] li {
    background: var(--arms-color-danger-subtle);
    color: var(--arms-color-danger);
  }
  &[data-tone='advice'] li {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text);
  }
  strong {
    font-weight: var(--arms-font-weight-bold);
  }
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--arms-space-1) var(--arms-space-3);
  padding: var(--arms-space-2) var(--arms-space-3);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);

  &[data-state='error'] {
    border-color: var(--arms-color-danger);
  }
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: var(--arms-font-weight-medium);
`;

export const FileMeta = styled.span`
  grid-column: 1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);

  [data-state='done'] > & > [data-part='status'] {
    color: var(--arms-color-success);
  }
  [data-state='error'] > & > [data-part='status'] {
    color: var(--arms-color-danger);
  }
`;

export const FileError = styled.span`
  grid-column: 1 / -1;
  color: var(--arms-color-danger);
  font-size: var(--arms-font-size-sm);
`;

export const Progress = styled.div`
  grid-column: 1 / -1;
  height: 6px;
  overflow: hidden;
  border-radius: var(--arms-radius-pill);
  background: var(--arms-color-surface-sunken);

  &::after {
    content: '';
    display: block;
    height: 100%;
    width: var(--arms-progress, 30%);
    border-radius: inherit;
    background: var(--arms-color-primary);
    transition: width 200ms ease;
  }
  &:not([aria-valuenow])::after {
    animation: arms-indeterminate 1.2s ease-in-out infinite;
  }

  @keyframes arms-indeterminate {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(350%);
    }
  }
`;

export const RemoveButton = styled.button`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid transparent;
  border-radius: var(--arms-radius-sm);
  background: transparent;
  color: var(--arms-color-text-muted);
  cursor: pointer;

  &:hover:not(:disabled) {
    background: var(--arms-color-danger-subtle);
    color: var(--arms-color-danger);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
