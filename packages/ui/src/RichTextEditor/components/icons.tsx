import type { SVGProps } from 'react';

// Decorative: every toolbar button is named by its translated aria-label.
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const BoldIcon = () => (
  <Icon strokeWidth={2.5}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);

export const ItalicIcon = () => (
  <Icon>
    <path d="M11 5h7M6 19h7M14.5 5l-5 14" />
  </Icon>
);

export const BulletListIcon = () => (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <circle cx="5" cy="6" r="1" fill="currentColor" />
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="5" cy="18" r="1" fill="currentColor" />
  </Icon>
);

export const OrderedListIcon = () => (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <path
      d="M4 4.5 5.5 4v4M4 10.5a1.5 1.5 0 0 1 3 0c0 1-3 2-3 3.5h3M4 16h3l-1.5 2a1.5 1.5 0 1 1-1.5 2"
      strokeWidth={1.4}
    />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </Icon>
);

export const UnlinkIcon = () => (
  <Icon>
    <path d="M15.5 13.5 18.7 10.3a4 4 0 0 0-5.66-5.66L11.5 6.2M8.5 10.5 5.3 13.7a4 4 0 0 0 5.66 5.66l1.54-1.56" />
    <path d="M4 4l16 16" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
