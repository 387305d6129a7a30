import { useArmsQuery } from '@arms/api-client';
import { nominationStatuses } from '@arms/domain';
import type { DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReportError, ReportFilterBar, ReportHeader, ReportNoRows, ReportTable, localeOf } from './ReportLayout';
import { StatusCharts } from './StatusCharts';
import { useReportStrings } from './strings';
import { useReportQuery } from './useReportQuery';

type NominationPath =
  | '/reports/resumes-nominated-to-hiring-entities'
  | '/reports/resumes-nominated-to-jobs'
  | '/reports/resumes-nominated-by-recruiter';

interface Row {
  id: number;
  name: string;
  total: number;
  counts: Record<string, number>;
}

interface Variant {
  path: NominationPath;
  titleKey: string;
  nameKey: 'hiringEntity' | 'job' | 'recruiter';
  linkOf?: (id: number) => string;
}

/**
 * A nominations report (section 2): date range and statuses in the URL, the counts of the twelve
 * statuses and the days spent in each as charts with the same figures in a table, the grouped rows
 * (paged and sorted on the server) and the CSV download.
 */
function NominationReport({ path, titleKey, nameKey, linkOf }: Variant) {
  const { t } = useReportStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const locale = localeOf(i18n.language);
  const { query, update } = useReportQuery();
  const filters = {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.statuses.length ? { status: query.statuses } : {}),
  };
  const answer = useArmsQuery(path, {
    params: {
      query: {
        ...filters,
        $skip: query.page.skip,
        $limit: query.page.limit,
        ...(query.sort ? { $sort: { [query.sort.field]: query.sort.direction } } : {}),
      } as never,
    },
  });

  const statusOptions = useMemo(
    () => nominationStatuses.items.map((s) => ({ value: s.id, label: tDomain(s.labelKey) })),
    [tDomain],
  );
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    const shown = query.statuses.length
      ? nominationStatuses.items.filter((s) => query.statuses.includes(s.id))
      : nominationStatuses.items;
    return [
      {
        id: 'name',
        header: t(nameKey),
        sortable: true,
        cell: (row) => (linkOf ? <Link to={linkOf(row.id)}>{row.name}</Link> : row.name),
      },
      { id: 'total', header: t('total'), sortable: true, align: 'end', cell: (row) => number.format(row.total) },
      ...shown.map((s): DataTableColumn<Row> => ({
        id: s.key,
        header: tDomain(s.labelKey),
        sortable: true,
        align: 'end',
        cell: (row) => number.format(row.counts[s.key] ?? 0),
      })),
    ];
  }, [t, tDomain, locale, nameKey, linkOf, query.statuses]);

  const { data, error, reload } = answer;
  const from = data?.from ?? query.from ?? '';
  const to = data?.to ?? query.to ?? '';
  return (
    <>
      <ReportHeader
        titleKey={titleKey}
        csvPath={path}
        csvQuery={{ ...filters, ...(query.sort ? { $sort: { [query.sort.field]: query.sort.direction } } : {}) }}
        csvName={`${path.split('/').pop()}.csv`}
        timeZone={data?.timeZone ?? 'Asia/Singapore'}
      />
      <ReportFilterBar
        query={query}
        update={update}
        from={from}
        to={to}
        statusLabel={t('statuses')}
        statusOptions={statusOptions}
      />
      {error && !data ? (
        <ReportError error={error} onRetry={() => void reload()} />
      ) : (
        <>
          {data && data.summary.total === 0 ? (
            <ReportNoRows />
          ) : (
            data && (
              <StatusCharts
                counts={data.summary.counts}
                times={data.summary.timeInStatus}
                total={data.summary.total}
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

export function NominatedToHiringEntities() {
  return (
    <NominationReport
      path="/reports/resumes-nominated-to-hiring-entities"
      titleKey="domain.route.reportNominatedToHiringEntities"
      nameKey="hiringEntity"
      linkOf={(id) => `/hiring-entities/details/${id}`}
    />
  );
}

export function NominatedToJobs() {
  return (
    <NominationReport
      path="/reports/resumes-nominated-to-jobs"
      titleKey="domain.route.reportNominatedToJobs"
      nameKey="job"
      linkOf={(id) => `/jobs/${id}/detail`}
    />
  );
}

export function NominatedByRecruiter() {
  return (
    <NominationReport
      path="/reports/resumes-nominated-by-recruiter"
      titleKey="domain.route.reportNominatedByRecruiter"
      nameKey="recruiter"
    />
  );
}
