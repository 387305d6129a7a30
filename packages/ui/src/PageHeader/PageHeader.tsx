import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Root } from './PageHeader.styles';
import { pageHeaderStrings } from './PageHeader.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { PageHeader: pageHeaderStrings };

export interface PageHeaderProps {
  /** The page's title: its only `h1`. */
  title: ReactNode;
  /**
   * A line under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The page's buttons (one primary); a labelled group at the end, under the title on phones.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * A slot above the title, for `<Breadcrumbs>` on pages whose layout shows none.
   * @default undefined
   */
  breadcrumbs?: ReactNode;
}

/** The top of a screen: breadcrumbs, the `h1`, a description and the page's actions. */
export function PageHeader({ title, description, actions, breadcrumbs }: PageHeaderProps) {
  const { t } = useUiTranslation(uiStrings);
  return (
    <Root data-state={actions ? 'with-actions' : 'plain'}>
      {breadcrumbs && <div data-part="breadcrumbs">{breadcrumbs}</div>}
      <h1>{title}</h1>
      {description && <p data-part="description">{description}</p>}
      {actions && (
        <div data-part="actions" role="group" aria-label={t('PageHeader.actions')}>
          {actions}
        </div>
      )}
    </Root>
  );
}
