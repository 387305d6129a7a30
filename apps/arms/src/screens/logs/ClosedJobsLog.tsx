import { useArmsQuery } from '@arms/api-client';
import { Button, DataTable, EmptyState, TextField, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminJob } from '../jobs/JobsListing';
import { localeOf, pageSizes, useListUrl } from '../staff/listUrl';
import { Filters } from './parts';
import { useLogStrings } from './strings';

/** The closed jobs log of /arms/logs: jobs whose status is Close, most recently changed first. */
export function ClosedJobsLog() {
  const { t } = useLogStrings();
  const { i18n } = useTranslation('arms');
  const list = useListUrl();
  const { data, error, isLoading, reload } = useArmsQuery('/logs/closed-jobs', {
    params: { query: { $skip: list.skip, $limit: list.limit, ...(list.q ? { q: list.q } : {}) } },
  });
  const columns = useMemo<DataTableColumn<AdminJob>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
    return [
      { id: 'position', header: t('position'), cell: (j) => j.position },
      { id: 'company', header: t('employer'), cell: (j) => j.companyName },
      { id: 'updatedAt', header: t('closedOn'), cell: (j) => date.format(new Date(j.updatedAt)) },
    ];
  }, [t, i18n.language]);

  return (
    <>
      <Filters role="search">
        <TextField label={t('searchJobs')} type="search" {...list.search} />
      </Filters>
      {!error && !isLoading && data && data.total === 0 ? (
        <EmptyState
          variant={list.q ? 'noResults' : undefined}
          description={list.q ? t('noMatch') : t('closedEmpty')}
          action={
            list.q ? (
              <Button variant="secondary" onClick={() => list.update({ q: null })}>
                {t('clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <DataTable
          caption={t('closedCaption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(j) => String(j.id)}
          total={data?.total ?? 0}
          page={{ skip: list.skip, limit: list.limit }}
          pageSizeOptions={pageSizes}
          onPageChange={list.onPageChange}
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}
