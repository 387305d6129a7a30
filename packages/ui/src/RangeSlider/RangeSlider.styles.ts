import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  min-width: 200px;
`;

export const Output = styled.p`
  margin: 0;
  color: var(--arms-color-text);
  font-variant-numeric: tabular-nums;
`;

/* The positions come in as custom properties (--arms-range-low, --arms-range-high), so the rules stay static. */
export const Track = styled.div`
  position: relative;
  height: 24px;
  margin: 0 10px;
  touch-action: none;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 10px;
    left: -10px;
    right: -10px;
    height: 4px;
    border-radius: var(--arms-radius-pill);
    /* 3:1 against the surface in both themes (WCAG 1.4.11). */
    background: var(--arms-color-border-strong);
  }
  &[data-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Range = styled.div`
  position: absolute;
  top: 10px;
  height: 4px;
  left: var(--arms-range-low);
  right: calc(100% - var(--arms-range-high));
  border-radius: var(--arms-radius-pill);
  background: var(--arms-color-primary);
`;

export const ThumbHandle = styled.div`
  position: absolute;
  top: 2px;
  width: 20px;
  height: 20px;
  margin-left: -10px;
  border: 2px solid var(--arms-color-primary);
  border-radius: 50%;
  background: var(--arms-color-surface);
  box-shadow: var(--arms-shadow-sm);

  &[data-thumb='low'] {
    left: var(--arms-range-low);
  }
  &[data-thumb='high'] {
    left: var(--arms-range-high);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &[data-state='dragging'] {
    background: var(--arms-color-primary-subtle);
  }
`;
