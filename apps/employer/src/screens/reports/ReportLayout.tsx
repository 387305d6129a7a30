import type { ApiError } from '@arms/api-client';
import { Button, EmptyState, PageHeader, useToast } from '@arms/ui';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportStrings } from './strings';
import { useCsvDownload } from './useCsvDownload';

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
