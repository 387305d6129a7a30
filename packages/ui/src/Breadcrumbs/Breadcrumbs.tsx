import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { warning } from '../internal/warning';
import { defaultRenderLink, type RenderLink } from '../SideMenu/renderLink';
import { Nav } from './Breadcrumbs.styles';
import { breadcrumbsStrings } from './Breadcrumbs.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Breadcrumbs: breadcrumbsStrings };

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The page's translated name. */
  label: ReactNode;
  /**
   * Where the step links to; omit it for the current page.
   * @default undefined (not a link)
   */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail from home to the current page (the last item). */
  items: readonly BreadcrumbItem[];
  /**
   * Renders each link; apps pass their router's link.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /**
   * Past this many items the middle ones fold behind a "…" button (first, …, the last ones).
   * @default Infinity (never fold)
   */
  maxItems?: number;
  /**
   * The navigation landmark's name.
   * @default t('ui.Breadcrumbs.label') ("Breadcrumbs")
   */
  'aria-label'?: string;
}

/**
 * The trail of the main layout (spec section 2): a `nav` landmark with an ordered list; the last item
 * is the current page (`aria-current="page"`). Long trails fold their middle behind a button.
 */
export function Breadcrumbs({
  items,
  renderLink = defaultRenderLink,
  maxItems = Infinity,
  'aria-label': ariaLabel,
}: BreadcrumbsProps) {
  const { t } = useUiTranslation(uiStrings);
  const [unfolded, setUnfolded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterUnfold = useRef(false);
  warning(maxItems < 2, 'Breadcrumbs: `maxItems` below 2 cannot show the first and the current page.');

  const fold = !unfolded && items.length > maxItems && maxItems >= 2;
  const tail = Math.max(1, maxItems - 1);
  const shown = fold ? [0, ...items.map((_, i) => i).slice(items.length - tail)] : items.map((_, i) => i);

  // Unfolding from the keyboard puts focus on the first step it revealed, not on the lost button.
  useLayoutEffect(() => {
    if (!unfolded || !focusAfterUnfold.current) return;
    focusAfterUnfold.current = false;
    const revealed = Array.from(listRef.current?.children ?? []).slice(1);
    revealed
      .map((li) => li.querySelector<HTMLElement>('a[href]'))
      .find(Boolean)
      ?.focus();
  }, [unfolded]);

  if (items.length === 0) return null;
  return (
    <Nav aria-label={ariaLabel ?? t('Breadcrumbs.label')} data-state={fold ? 'folded' : 'full'}>
      <ol ref={listRef}>
        {shown.map((index, position) => {
          const item = items[index];
          if (!item) return null;
          const last = index === items.length - 1;
          const separator = position > 0 && (
            <span data-part="separator" aria-hidden="true">
              /
            </span>
          );
          return (
            <Fragment key={index}>
              {fold && position === 1 && (
                <li>
                  {separator}
                  <button
                    type="button"
                    aria-label={t('Breadcrumbs.showAll')}
                    onClick={() => {
                      focusAfterUnfold.current = true;
                      setUnfolded(true);
                    }}
                  >
                    …
                  </button>
                </li>
              )}
              <li>
                {separator}
                {item.href ? (
                  renderLink({ href: item.href, current: last, children: item.label })
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </Nav>
  );
}
