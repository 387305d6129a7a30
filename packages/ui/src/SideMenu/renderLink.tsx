import type { ReactNode } from 'react';

/** What a link renderer receives (the side menu, breadcrumbs and not-found screen use the same). */
export interface RenderLinkProps {
  /** Where the link goes. */
  href: string;
  /** The link's content (its accessible name). */
  children: ReactNode;
  /** Whether the link is the current page: render `aria-current="page"`. */
  current: boolean;
  /** Call it when the link is followed (the mobile menu closes on it). */
  onClick?: () => void;
}

/** Renders a link; apps pass their router's link so navigation stays client-side. */
export type RenderLink = (link: RenderLinkProps) => ReactNode;

/** A plain `<a href>`, for apps without a client-side router and for stories. */
export const defaultRenderLink: RenderLink = ({ href, children, current, onClick }) => (
  <a href={href} aria-current={current ? 'page' : undefined} onClick={onClick}>
    {children}
  </a>
);
