import { useArmsQuery, type paths } from '@arms/api-client';
import { jobStatuses, publishStates } from '@arms/domain';
import { EmptyState, PageHeader, Select, StatusBadge, type DataTableColumn, type DataTableSort } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useJobStrings } from './strings';

export type AdminJob = paths['/jobs/arms']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * `/arms/jobs` (section 2): every employer's jobs, searched by position or employer, filtered by job status,
 * sorted and paged in the URL.
 */
export function JobsListing() {
  const { t } = useJobStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const list = useListUrl({ sortFields: ['position'] });
  const status = jobStatuses.byId(Number(list.get('status')))?.id ?? null;
  // Newest first when sorted by date: only `dir=asc` is in the URL for it.
  const sort: DataTableSort | null =
    list.sort ??
    (list.get('sort') === 'createdAt' ? { field: 'createdAt', direction: list.get('dir') === 'asc' ? 1 : -1 } : null);

  const query = useArmsQuery('/jobs/arms', {
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
      <ListFilters search={{ label: t('search'), ...list.search }}>
        <Select<string>
          label={t('status')}
          placeholder={t('allStatuses')}
          options={jobStatuses.items.map((s) => ({ value: String(s.id), label: tArms(s.labelKey) }))}
          value={status !== null ? String(status) : null}
          onValueChange={(value) => list.update({ status: value })}
        />
      </ListFilters>
      <ListView
        list={list}
        query={query}
        filtered={filtered}
        noMatch={
          <NoMatch text={t('noMatch')} clearLabel={t('clear')} onClear={() => list.update({ q: null, status: null })} />
        }
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(j) => String(j.id)}
        sort={sort}
        onSortChange={(next) =>
          list.update({
            sort: next ? next.field : null,
            dir: next ? (next.direction === -1 ? 'desc' : 'asc') : null,
          })
        }
      />
    </>
  );
}
