import type { ReactNode } from 'react';

/** The header's icons as inline SVG (lucide's shapes, 24 px grid), so @arms/ui adds no icon dependency. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Three lines: opens the menu drawer on phones. */
export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** Two chevrons: collapses (left) or expands (right) the side menu. */
export function ChevronsIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon>
      {direction === 'left' ? <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" /> : <path d="m6 17 5-5-5-5M13 17l5-5-5-5" />}
    </Icon>
  );
}

/** A door with an arrow: logs out. */
export function LogoutIcon() {
  return (
    <Icon>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </Icon>
  );
}
