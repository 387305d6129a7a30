const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The elements that Tab reaches inside `container`, in document order (the browser's own rules). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: at either end focus wraps round instead of leaving, so a
 * modal's trap also holds for synthetic key events (tests), where the browser's inertness does not act.
 * Returns whether it moved focus.
 */
export function trapTab(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }) {
  if (event.key !== 'Tab') return false;
  const inside = tabbables(container);
  const first = inside[0];
  const last = inside[inside.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const outside = !(active instanceof Node) || !container.contains(active) || active === container;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
