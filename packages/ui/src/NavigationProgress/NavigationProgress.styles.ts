import styled from 'styled-components';

export const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: var(--arms-z-index-tooltip);
  height: 3px;
  overflow: hidden;
  pointer-events: none;

  &[data-placement='inline'] {
    position: relative;
    z-index: auto;
  }
  &[data-state='idle'] {
    visibility: hidden;
  }
  &[data-state='complete'] {
    opacity: 0;
    transition: opacity 200ms ease 150ms;
  }
`;

export const Bar = styled.div`
  height: 100%;
  background: var(--arms-color-primary);
  transform-origin: left center;

  [data-mode='determinate'] > & {
    transition: transform 200ms ease;
  }
  [data-mode='indeterminate'] > & {
    width: 40%;
    animation: arms-progress-slide 1.2s ease-in-out infinite;
  }
  [data-state='complete'] > & {
    width: 100%;
    transform: none;
    animation: none;
  }

  /* No sliding for people who asked for less motion: a steady, full bar says "working". */
  @media (prefers-reduced-motion: reduce) {
    [data-mode='indeterminate'] > & {
      width: 100%;
      animation: none;
      opacity: 0.6;
    }
    [data-mode='determinate'] > & {
      transition: none;
    }
  }

  @keyframes arms-progress-slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
`;
