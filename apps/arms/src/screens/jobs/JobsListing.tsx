import { useArmsQuery, type paths } from '@arms/api-client';
import { jobStatuses, publishStates } from '@arms/domain';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  Select,
  StatusBadge,
  TextField,
  type DataTableColumn,
  type DataTableSort,
} from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, pageSizes, useListUrl } from '../staff/listUrl';
import { useJobStrings } from './strings';

export type AdminJob = paths['/jobs/arms']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * `/arms/jobs` (section 2): every employer's jobs, searched by position or employer, filtered by job status,
 * sorted and paged in the URL.
 */
export function JobsListing() {
  const { t } = useJobStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const list = useListUrl();
  const status = jobStatuses.byId(Number(list.params.get('status')))?.id ?? null;
  const sortField = list.params.get('sort') === 'position' ? 'position' : null;
  const sort: DataTableSort | null = sortField
    ? { field: sortField, direction: list.params.get('dir') === 'desc' ? -1 : 1 }
    : list.params.get('sort') === 'createdAt'
      ? { field: 'createdAt', direction: list.params.get('dir') === 'asc' ? 1 : -1 }
      : null;

  const { data, error, isLoading, reload } = useArmsQuery('/jobs/arms', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(status !== null ? { jobStatusId: status } : {}),
        ...(sort ? { $sort: { [sort.field as 'position' | 'createdAt']: sort.direction } } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<AdminJob>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
    return [
      { id: 'position', header: t('position'), sortable: true, cell: (j) => j.position },
      { id: 'company', header: t('employer'), cell: (j) => j.companyName },
      {
        id: 'status',
        header: t('status'),
        cell: (j) => {
          const known = jobStatuses.byId(j.jobStatusId);
          return known ? <StatusBadge kind="job" status={known.id} /> : j.jobStatus;
        },
      },
      {
        id: 'publishState',
        header: t('publishState'),
        cell: (j) => {
          const state = publishStates.byId(j.publishState);
          return state ? tArms(state.labelKey) : j.publishState;
        },
      },
      { id: 'createdAt', header: t('created'), sortable: true, cell: (j) => date.format(new Date(j.createdAt)) },
    ];
  }, [t, tArms, i18n.language]);

  const filtered = Boolean(list.q) || status !== null;
  return (
    <>
      <PageHeader title={tArms('domain.route.armsJobs')} description={t('description')} />
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '2 1 240px', minWidth: 0 }}>
          <TextField label={t('search')} type="search" {...list.search} />
        </div>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Select<string>
            label={t('status')}
            placeholder={t('allStatuses')}
            options={jobStatuses.items.map((s) => ({ value: String(s.id), label: tArms(s.labelKey) }))}
            value={status !== null ? String(status) : null}
            onValueChange={(value) => list.update({ status: value })}
          />
        </div>
      </div>
      {!error && !isLoading && data && data.total === 0 ? (
        filtered ? (
          <EmptyState
            variant="noResults"
            description={t('noMatch')}
            action={
              <Button variant="secondary" onClick={() => list.update({ q: null, status: null })}>
                {t('clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
        )
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(j) => String(j.id)}
          total={data?.total ?? 0}
          page={{ skip: list.skip, limit: list.limit }}
          pageSizeOptions={pageSizes}
          onPageChange={list.onPageChange}
          sort={sort}
          onSortChange={(next) =>
            list.update({
              sort: next ? next.field : null,
              dir: next ? (next.direction === -1 ? 'desc' : 'asc') : null,
            })
          }
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}
