import { useArmsQuery } from '@arms/api-client';
import { jobStatuses, publishStates } from '@arms/domain';
import type { DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReportError, ReportFilterBar, ReportHeader, ReportNoRows, ReportTable, localeOf } from './ReportLayout';
import { StatusCharts } from './StatusCharts';
import { useReportStrings } from './strings';
import { useReportQuery } from './useReportQuery';

interface Row {
  id: number;
  position: string;
  hiringEntity: string | null;
  jobStatusId: number;
  jobStatus: string;
  publishState: string;
  vacancies: number;
  createdAt: string;
  totalNominations: number;
  daysOpen: number;
}

/**
 * `/reports/job-listing` (section 2): jobs created or open in the range with their status and publish
 * state at its end, nominations by status (chart and table), days open, and the CSV download.
 */
export function JobListingReport() {
  const { t } = useReportStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const locale = localeOf(i18n.language);
  const { query, update } = useReportQuery();
  const filters = {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.statuses.length ? { jobStatusId: query.statuses } : {}),
  };
  const sort = query.sort ? { $sort: { [query.sort.field]: query.sort.direction } } : {};
  const answer = useArmsQuery('/reports/job-listing', {
    params: { query: { ...filters, $skip: query.page.skip, $limit: query.page.limit, ...sort } as never },
  });
  const statusOptions = useMemo(
    () => jobStatuses.items.map((s) => ({ value: s.id, label: tDomain(s.labelKey) })),
    [tDomain],
  );
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'position',
        header: t('position'),
        sortable: true,
        cell: (row) => <Link to={`/jobs/${row.id}/detail`}>{row.position}</Link>,
      },
      { id: 'hiringEntity', header: t('hiringEntity'), cell: (row) => row.hiringEntity ?? t('notApplicable') },
      {
        id: 'jobStatus',
        header: t('jobStatus'),
        cell: (row) => {
          const known = jobStatuses.byId(row.jobStatusId);
          return known ? tDomain(known.labelKey) : row.jobStatus;
        },
      },
      {
        id: 'publishState',
        header: t('publishState'),
        cell: (row) => {
          const known = publishStates.byId(row.publishState);
          return known ? tDomain(known.labelKey) : row.publishState;
        },
      },
      {
        id: 'vacancies',
        header: t('vacancies'),
        sortable: true,
        align: 'end',
        cell: (r) => number.format(r.vacancies),
      },
      {
        id: 'totalNominations',
        header: t('nominations'),
        sortable: true,
        align: 'end',
        cell: (r) => number.format(r.totalNominations),
      },
      { id: 'daysOpen', header: t('daysOpen'), sortable: true, align: 'end', cell: (r) => number.format(r.daysOpen) },
      { id: 'createdAt', header: t('createdAt'), sortable: true, cell: (r) => date.format(new Date(r.createdAt)) },
    ];
  }, [t, tDomain, locale]);

  const { data, error, reload } = answer;
  const from = data?.from ?? query.from ?? '';
  const to = data?.to ?? query.to ?? '';
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <ReportHeader
        titleKey="domain.route.reportJobListing"
        csvPath="/reports/job-listing"
        csvQuery={{ ...filters, ...sort }}
        csvName="job-listing.csv"
        timeZone={data?.timeZone ?? 'Asia/Singapore'}
      />
      <ReportFilterBar
        query={query}
        update={update}
        from={from}
        to={to}
        statusLabel={t('jobStatuses')}
        statusOptions={statusOptions}
      />
      {error && !data ? (
        <ReportError error={error} onRetry={() => void reload()} />
      ) : (
        <>
          {data && (
            <dl style={{ display: 'flex', gap: 24, flexWrap: 'wrap', margin: '0 0 16px' }}>
              <div>
                <dt>{t('summaryRows')}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{number.format(data.total)}</dd>
              </div>
              <div>
                <dt>{t('summaryVacancies')}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{number.format(data.summary.vacancies)}</dd>
              </div>
              <div>
                <dt>{t('summaryNominations')}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{number.format(data.summary.totalNominations)}</dd>
              </div>
            </dl>
          )}
          {data && data.total === 0 ? (
            <ReportNoRows />
          ) : (
            data && (
              <StatusCharts
                counts={data.summary.counts}
                total={data.summary.totalNominations}
                day={to}
                locale={locale}
              />
            )
          )}
          <ReportTable query={query} update={update} answer={answer} columns={columns} />
        </>
      )}
    </>
  );
}
