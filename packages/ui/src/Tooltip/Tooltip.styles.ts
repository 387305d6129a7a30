import styled from 'styled-components';

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  max-width: 100%;
`;

export const Bubble = styled.span`
  position: absolute;
  z-index: var(--arms-z-index-tooltip);
  width: max-content;
  max-width: min(280px, 80vw);
  padding: var(--arms-space-1) var(--arms-space-2);
  border-radius: var(--arms-radius-sm);
  background: var(--arms-color-text);
  color: var(--arms-color-bg);
  box-shadow: var(--arms-shadow-md);
  font-size: var(--arms-font-size-sm);
  font-weight: var(--arms-font-weight-regular);
  line-height: var(--arms-font-line-height-tight);
  text-align: start;
  white-space: normal;

  &[hidden] {
    display: none;
  }
  &[data-placement='top'] {
    bottom: calc(100% + var(--arms-space-2));
    left: 50%;
    transform: translateX(-50%);
  }
  &[data-placement='bottom'] {
    top: calc(100% + var(--arms-space-2));
    left: 50%;
    transform: translateX(-50%);
  }
  &[data-placement='start'] {
    inset-inline-end: calc(100% + var(--arms-space-2));
    top: 50%;
    transform: translateY(-50%);
  }
  &[data-placement='end'] {
    inset-inline-start: calc(100% + var(--arms-space-2));
    top: 50%;
    transform: translateY(-50%);
  }
`;
