import { createGlobalStyle } from 'styled-components';
import { cssVariables, darkColors, lightColors } from './tokens';

// Computed once at module load: the global style has no interpolation functions.
const light = cssVariables(lightColors);
const dark = cssVariables(darkColors, false);

/** Emits the tokens as CSS variables: light on :root, dark under `[data-arms-theme='dark']`. */
export const GlobalStyle = createGlobalStyle`
  :root, [data-arms-theme='light'] {
    ${light}
  }
  [data-arms-theme='dark'] {
    ${dark}
  }
  body {
    margin: 0;
  }
  [data-arms-theme] {
    color: var(--arms-color-text);
    background: var(--arms-color-bg);
    font-family: var(--arms-font-family);
    font-size: var(--arms-font-size-md);
    line-height: var(--arms-font-line-height-normal);
  }
  [data-arms-theme] *, [data-arms-theme] *::before, [data-arms-theme] *::after {
    box-sizing: border-box;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-arms-theme] * { transition: none !important; animation: none !important; }
  }
`;
