export { GlobalStyle } from './GlobalStyle';
export { cssVariables, darkColors, lightColors, mobileQuery, themes, tokens, v } from './tokens';
export type { ColorScheme, ThemeName } from './tokens';
