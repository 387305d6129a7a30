import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { defaultRenderLink, type RenderLink } from '../SideMenu/renderLink';
import { Root } from './NotFound.styles';
import { notFoundStrings } from './NotFound.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { NotFound: notFoundStrings };

export interface NotFoundProps {
  /**
   * The heading.
   * @default t('ui.NotFound.title') ("Page not found")
   */
  title?: ReactNode;
  /**
   * The explanation under it.
   * @default t('ui.NotFound.message')
   */
  message?: ReactNode;
  /**
   * Where the home link goes (`/arms` in the administration portal).
   * @default '/'
   */
  homeHref?: string;
  /**
   * The home link's text.
   * @default t('ui.NotFound.home') ("Go to the home page")
   */
  homeLabel?: ReactNode;
  /**
   * Renders the home link; apps pass their router's link.
   * @default a plain `<a href>`
   */
  renderLink?: RenderLink;
  /**
   * The heading's level: 1 on its own page, 2 inside a layout that already has an `h1`
   * (`PlainLayout`'s title).
   * @default 1
   */
  headingLevel?: 1 | 2;
}

/** The content of the not-found screen (spec section 2: unknown paths): a title, a message, a way home. */
export function NotFound({
  title,
  message,
  homeHref = '/',
  homeLabel,
  renderLink = defaultRenderLink,
  headingLevel = 1,
}: NotFoundProps) {
  const { t } = useUiTranslation(uiStrings);
  const Heading = `h${headingLevel}` as const;
  return (
    <Root data-state="not-found">
      <span data-part="code" aria-hidden="true">
        404
      </span>
      <Heading>{title ?? t('NotFound.title')}</Heading>
      <p>{message ?? t('NotFound.message')}</p>
      {renderLink({ href: homeHref, current: false, children: homeLabel ?? t('NotFound.home') })}
    </Root>
  );
}
