import { useJobs, type JobList } from '@arms/api-client';
import { jobStatuses } from '@arms/domain';
import { DataTable, type DataTableColumn, type DataTablePage, type DataTableSort } from '@arms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../usePageTitle';

type Job = JobList['data'][number];
type SortField = 'position' | 'vacancies' | 'createdAt';

/** `/jobs`: the company's jobs, paged and sorted on the server (spec section 2 "Jobs"). */
export function JobsScreen() {
  const { t, i18n } = useTranslation('employer');
  usePageTitle(t('jobs.title'));
  const [page, setPage] = useState<DataTablePage>({ skip: 0, limit: 25 });
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const { data, error, isLoading, reload } = useJobs({
    $skip: page.skip,
    $limit: page.limit,
    ...(sort ? { $sort: { [sort.field as SortField]: sort.direction } } : {}),
  });

  const columns = useMemo<DataTableColumn<Job>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      { id: 'position', header: t('jobs.position'), cell: (job) => job.position, sortable: true },
      {
        id: 'status',
        header: t('jobs.status'),
        cell: (job) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: '50%', background: job.jobStatus.colour }}
            />
            {t(jobStatuses.byId(job.jobStatusId)?.labelKey ?? job.jobStatus.name)}
          </span>
        ),
      },
      {
        id: 'vacancies',
        header: t('jobs.vacancies'),
        cell: (job) => number.format(job.vacancies),
        sortable: true,
        align: 'end',
      },
      {
        id: 'salary',
        header: t('jobs.salary'),
        cell: (job) =>
          job.salaryMin !== null && job.salaryMax !== null
            ? `${job.salaryCurrency ?? ''} ${number.format(job.salaryMin)} – ${number.format(job.salaryMax)}`
            : '—',
      },
      { id: 'countryOfWork', header: t('jobs.country'), cell: (job) => job.countryOfWork ?? '—' },
      {
        id: 'createdAt',
        header: t('jobs.created'),
        cell: (job) => date.format(new Date(job.createdAt)),
        sortable: true,
      },
    ];
  }, [t, locale]);

  return (
    <>
      <h1 style={{ marginTop: 0 }}>{t('jobs.title')}</h1>
      <DataTable
        caption={t('jobs.caption')}
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(job) => String(job.id)}
        total={data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSortChange={setSort}
        status={error ? 'error' : isLoading ? 'loading' : 'ready'}
        onRetry={() => void reload()}
      />
    </>
  );
}
