import { useId, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { Root } from './EmptyState.styles';
import { emptyStateStrings } from './EmptyState.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { EmptyState: emptyStateStrings };

export type EmptyStateVariant = 'empty' | 'noResults' | 'error';

const glyphs: Record<EmptyStateVariant, string> = { empty: '○', noResults: '⌕', error: '!' };

export interface EmptyStateProps {
  /**
   * Why there is nothing: no records yet, no records match, or loading failed. Picks the default
   * title, description and icon.
   * @default 'empty'
   */
  variant?: EmptyStateVariant;
  /**
   * The heading; it also names the section.
   * @default the variant's title ("Nothing here yet", "No matching results", "Something went wrong")
   */
  title?: ReactNode;
  /**
   * What to do about it.
   * @default the variant's description (none for `empty`)
   */
  description?: ReactNode;
  /**
   * One way forward: "Create job", "Clear filters", "Try again".
   * @default undefined
   */
  action?: ReactNode;
  /**
   * A decorative icon.
   * @default a glyph for the variant
   */
  icon?: ReactNode;
  /**
   * The heading's level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or panel shows when it has nothing to show: a heading, a hint and one action. */
export function EmptyState({ variant = 'empty', title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useUiTranslation(uiStrings);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const defaultDescription =
    variant === 'noResults'
      ? t('EmptyState.noResultsDescription')
      : variant === 'error'
        ? t('EmptyState.errorDescription')
        : undefined;
  const text = description ?? defaultDescription;
  return (
    <Root data-variant={variant} aria-labelledby={id}>
      <span data-part="icon" aria-hidden="true">
        {icon ?? glyphs[variant]}
      </span>
      <Heading id={id}>{title ?? t(`EmptyState.${variant}Title`)}</Heading>
      {text && <p>{text}</p>}
      {action && <div data-part="action">{action}</div>}
    </Root>
  );
}
