import { useArmsQuery } from '@arms/api-client';
import { Button, EmptyState, PageHeader } from '@arms/ui';
import { useParams } from 'react-router-dom';
import { useLang } from '../../shell/content';
import { useCompanyStrings } from './strings';

/** The company of the route's `:id` (detail and edit screens); `valid` is false when the id is not one. */
export function useCompany() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const found = useArmsQuery('/companies/{id}', valid ? { params: { path: { id } } } : null, {
    keepPreviousData: false,
  });
  return { id, valid, found };
}

/** A company that could not be loaded: the heading, the catalogue message and Try again. */
export function CompanyLoadFailed({
  error,
  onRetry,
}: {
  error: { localizedMessage: (lang: 'en' | 'vn') => string } | undefined;
  onRetry: () => void;
}) {
  const { t } = useCompanyStrings();
  const { lang } = useLang();
  return (
    <>
      <PageHeader title={t('detail.loadError')} />
      <EmptyState
        variant="error"
        description={error?.localizedMessage(lang)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('detail.retry')}
          </Button>
        }
      />
    </>
  );
}
