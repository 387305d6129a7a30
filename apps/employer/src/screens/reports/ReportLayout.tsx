import type { ApiError } from '@arms/api-client';
import { Button, DataTable, EmptyState, PageHeader, useToast, type DataTableColumn, type SelectOption } from '@arms/ui';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFilters } from './ReportFilters';
import { useReportStrings } from './strings';
import { useCsvDownload } from './useCsvDownload';
import type { ReportQuery } from './useReportQuery';

/** The language code of the API and CSV headers for the i18next language. */
export const langOf = (language: string): 'en' | 'vn' => (language === 'vn' ? 'vn' : 'en');
/** The Intl locale for the i18next language. */
export const localeOf = (language: string) => (language === 'vn' ? 'vi' : 'en');

function sizeOf(bytes: number, locale: string) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format.format(bytes / 1024)} KB` : `${format.format(bytes / 1024 / 1024)} MB`;
}

/** The header of a report with its CSV download (progress shown while it streams), and its error state. */
export function ReportHeader({
  titleKey,
  csvPath,
  csvQuery,
  csvName,
  timeZone,
}: {
  titleKey: string;
  csvPath: string;
  csvQuery: Record<string, unknown>;
  csvName: string;
  timeZone: string;
}) {
  const { t } = useReportStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const toast = useToast();
  const { download, progress, error } = useCsvDownload(csvPath);
  const lang = langOf(i18n.language);
  const start = async () => {
    const ok = await download({ ...csvQuery, lang }, csvName);
    if (ok) toast.show({ variant: 'success', message: t('downloaded') });
  };
  return (
    <>
      <PageHeader
        title={tDomain(titleKey)}
        description={t('description', { timeZone })}
        actions={
          <Button
            variant="secondary"
            leadingIcon={<Download aria-hidden size={16} />}
            loading={progress !== null}
            disabled={progress !== null}
            onClick={() => void start()}
          >
            {t('downloadCsv')}
          </Button>
        }
      />
      <div role="status" aria-live="polite">
        {progress !== null && <p>{t('downloading', { size: sizeOf(progress.received, localeOf(i18n.language)) })}</p>}
      </div>
      {error && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)' }}>
          {error.localizedMessage(lang)}
        </p>
      )}
    </>
  );
}

/** A report that could not load: the catalogue message and Try again. */
export function ReportError({ error, onRetry }: { error: ApiError; onRetry: () => void }): ReactNode {
  const { i18n } = useTranslation('employer');
  const { t } = useReportStrings();
  return (
    <EmptyState
      variant="error"
      title={error.localizedMessage(langOf(i18n.language))}
      action={<Button onClick={onRetry}>{t('tryAgain')}</Button>}
    />
  );
}

/** Changes a report's URL query, as `useReportQuery` returns it. */
type UpdateReport = (changes: Partial<ReportQuery>) => void;

/** A report's range and status filters: applied to the URL, or all reset (the order too). */
export function ReportFilterBar({
  query,
  update,
  from,
  to,
  statusLabel,
  statusOptions,
}: {
  query: ReportQuery;
  update: UpdateReport;
  from: string;
  to: string;
  statusLabel: string;
  statusOptions: ReadonlyArray<SelectOption<number>>;
}) {
  return (
    <ReportFilters
      from={from}
      to={to}
      statuses={query.statuses}
      statusLabel={statusLabel}
      statusOptions={statusOptions}
      onApply={(next) => update(next)}
      onReset={() => update({ from: undefined, to: undefined, statuses: [], sort: null })}
    />
  );
}

/** "Nothing in this range" above a report's (empty) table. */
export function ReportNoRows() {
  const { t } = useReportStrings();
  return <EmptyState variant="noResults" title={t('emptyTitle')} description={t('emptyDescription')} />;
}

/** A report's rows, paged and sorted on the server through the URL query. */
export function ReportTable<Row extends { id: number }>({
  query,
  update,
  answer,
  columns,
}: {
  query: ReportQuery;
  update: UpdateReport;
  answer: { data?: { total: number; data: Row[] }; error?: unknown; isLoading: boolean; reload: () => unknown };
  columns: DataTableColumn<Row>[];
}) {
  const { t } = useReportStrings();
  const { data, error, isLoading, reload } = answer;
  return (
    <DataTable
      caption={t('rowsCaption')}
      columns={columns}
      rows={data?.data ?? []}
      getRowId={(row) => String(row.id)}
      total={data?.total ?? 0}
      page={query.page}
      onPageChange={(page) => update({ page })}
      sort={query.sort}
      onSortChange={(sort) => update({ sort })}
      status={error ? 'error' : isLoading ? 'loading' : 'ready'}
      onRetry={() => void reload()}
      emptyMessage={t('emptyTitle')}
    />
  );
}
