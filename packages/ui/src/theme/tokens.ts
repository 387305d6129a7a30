/**
 * The design tokens of ARMS: the only source of colour, space, type, radius, shadow, layering and
 * breakpoints. They are emitted as CSS variables (`--arms-color-primary`, ...) and styled rules read
 * `var(--arms-…)`, so a theme is a set of variable values, never a per-render function.
 */
export const tokens = {
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px', 8: '64px' },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: { header: '100', drawer: '200', overlay: '300', modal: '400', toast: '500', tooltip: '600' },
  breakpoint: { mobileMax: '767.98px', desktopMin: '768px' },
  size: { headerHeight: '56px', sideMenuWidth: '248px', sideMenuCollapsedWidth: '64px' },
} as const;

/** Colour roles; every theme gives every role a value. */
export interface ColorScheme {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textOnPrimary: string;
  primary: string;
  primaryHover: string;
  primarySubtle: string;
  danger: string;
  dangerHover: string;
  dangerSubtle: string;
  success: string;
  warning: string;
  focus: string;
  overlay: string;
  headerBg: string;
  headerText: string;
  menuBg: string;
  menuText: string;
  menuActiveBg: string;
}

/** The light theme (default). Text contrasts meet WCAG AA on their surfaces. */
export const lightColors: ColorScheme = {
  bg: '#f5f7fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef1f5',
  border: '#d5dbe3',
  borderStrong: '#8a94a3',
  text: '#1b2330',
  textMuted: '#4d5868',
  textOnPrimary: '#ffffff',
  primary: '#0b5cad',
  primaryHover: '#084a8c',
  primarySubtle: '#e6f0fa',
  danger: '#b42318',
  dangerHover: '#912018',
  dangerSubtle: '#fdecea',
  success: '#1f7a3a',
  warning: '#9a5b00',
  focus: '#1a73e8',
  overlay: 'rgba(15, 23, 42, 0.5)',
  headerBg: '#ffffff',
  headerText: '#1b2330',
  menuBg: '#102a43',
  menuText: '#e3ebf3',
  menuActiveBg: '#1f4e79',
};

/** The dark theme: proves that the tokens are the only source of colour. */
export const darkColors: ColorScheme = {
  bg: '#0f1419',
  surface: '#171e26',
  surfaceRaised: '#1f2833',
  surfaceSunken: '#0b0f14',
  border: '#2f3b48',
  borderStrong: '#6b7888',
  text: '#e6edf3',
  textMuted: '#a9b4c0',
  textOnPrimary: '#0b1a2a',
  primary: '#6cb4ff',
  primaryHover: '#9accff',
  primarySubtle: '#15314d',
  danger: '#ff8a80',
  dangerHover: '#ffb1aa',
  dangerSubtle: '#3d1a17',
  success: '#7ee2a0',
  warning: '#ffc46b',
  focus: '#9accff',
  overlay: 'rgba(0, 0, 0, 0.65)',
  headerBg: '#171e26',
  headerText: '#e6edf3',
  menuBg: '#0b1a2a',
  menuText: '#dbe6f0',
  menuActiveBg: '#1f4e79',
};

export type ThemeName = 'light' | 'dark';
export const themes: Record<ThemeName, ColorScheme> = { light: lightColors, dark: darkColors };

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function flatten(prefix: string, value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(`--arms-${prefix}: ${value};`);
    return;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    flatten(prefix ? `${prefix}-${kebab(key)}` : kebab(key), inner, out);
  }
}

/** CSS declarations (`--arms-…: value;`) for the scale tokens and a colour scheme. */
export function cssVariables(colors: ColorScheme, withScale = true): string {
  const out: string[] = [];
  if (withScale) flatten('', tokens, out);
  flatten('color', colors, out);
  return out.join('\n');
}

/** `var(--arms-…)` for a token path, e.g. `v('color-primary')`. */
export const v = (name: string) => `var(--arms-${name})`;

/** The media query for phones (spec section 9: max width 767.99px). */
export const mobileQuery = `@media (max-width: ${tokens.breakpoint.mobileMax})`;
