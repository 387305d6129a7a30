import { Button, EmptyState, PageHeader } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from './layout';

/** What a failed `useArmsQuery` gives: the HTTP status and the catalogue message in either language. */
export type LoadError = { status: number; localizedMessage: (lang: 'en' | 'vn') => string } | undefined;

/** The record id of a detail route (`:id`), or null when it is not a positive whole number. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A section of a detail screen: a bordered surface with its heading. */
export const DetailCard = styled.section`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-4);
  min-width: 0;
  h2 {
    font-size: var(--arms-font-size-lg);
    margin: 0 0 var(--arms-space-3);
  }
`;

/**
 * A detail card's labels (`dt`, muted) beside their values (`dd`); on a phone each label stands above its
 * value. `$labelWidth` is the labels' least width in pixels (120 unless given).
 */
export const Facts = styled.dl<{ $labelWidth?: number }>`
  display: grid;
  grid-template-columns: minmax(${({ $labelWidth = 120 }) => $labelWidth}px, max-content) minmax(0, 1fr);
  gap: var(--arms-space-2) var(--arms-space-4);
  margin: 0;
  dt {
    color: var(--arms-color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 479.98px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: var(--arms-space-2);
    }
  }
`;

/** A record that does not exist (or is another company's): said as the page's heading, with the way back. */
export function DetailNotFound({ title, body, back }: { title: string; body: string; back: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={title} description={body} action={back} />
    </>
  );
}

/** A refused or failed load under the page's heading: the catalogue message and "Try again". */
export function DetailError({
  heading,
  title,
  message,
  tryAgain,
  onRetry,
}: {
  heading: string;
  title: string;
  message: string;
  tryAgain: string;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader title={heading} />
      <EmptyState
        variant="error"
        title={title}
        description={message}
        action={<Button onClick={onRetry}>{tryAgain}</Button>}
      />
    </>
  );
}

/** The page while its record loads: a busy region named for screen readers, the heading a placeholder. */
export function DetailLoading({ label, title }: { label: string; title?: ReactNode }) {
  return (
    <div aria-busy="true" aria-label={label}>
      <PageHeader title={title ?? <span aria-hidden="true">…</span>} />
    </div>
  );
}

/** The strings a detail screen's fallback reads from its namespace (every resumes namespace has them). */
type FallbackKey = 'notFoundTitle' | 'notFoundBody' | 'backToList' | 'listTitle' | 'errorTitle' | 'tryAgain';

/**
 * What a detail screen shows until its record is there: not found (an invalid id or a 404) with a link back
 * to `listHref`, a failed load with "Try again", else loading.
 */
export function DetailFallback({
  valid,
  error,
  reload,
  listHref,
  t,
  loadingLabel,
}: {
  valid: boolean;
  error: LoadError;
  reload: () => unknown;
  listHref: string;
  t: (key: FallbackKey) => string;
  loadingLabel: string;
}): ReactNode {
  const { i18n } = useTranslation();
  if (!valid || error?.status === 404) {
    return (
      <DetailNotFound
        title={t('notFoundTitle')}
        body={t('notFoundBody')}
        back={<ButtonLink to={listHref}>{t('backToList')}</ButtonLink>}
      />
    );
  }
  if (error) {
    return (
      <DetailError
        heading={t('listTitle')}
        title={t('errorTitle')}
        message={error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
        tryAgain={t('tryAgain')}
        onRetry={() => void reload()}
      />
    );
  }
  return <DetailLoading label={loadingLabel} />;
}
