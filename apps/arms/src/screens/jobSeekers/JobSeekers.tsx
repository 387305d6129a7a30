import { ApiError, useArmsClient, useArmsQuery, useReferenceList, type paths } from '@arms/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  Select,
  Tag,
  TextField,
  useToast,
  type DataTableColumn,
} from '@arms/ui';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, pageSizes, useListUrl } from '../staff/listUrl';
import { fetchJobSeekerCv, saveBlob } from './files';
import { useJobSeekerStrings } from './strings';

type JobSeeker =
  paths['/users/arms/job-seeker']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * `/arms/jobseeker` (section 2): the job seeker listing, searched by name or email, filtered by status and
 * paged in the URL (status descending, then name: section 9), with each one's CV to download.
 */
export function JobSeekers() {
  const { t } = useJobSeekerStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const list = useListUrl();
  const status = list.params.get('status');
  const nationalities = useReferenceList('/nationalities');
  const [downloading, setDownloading] = useState<number | null>(null);

  const { data, error, isLoading, reload } = useArmsQuery('/users/arms/job-seeker', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(status === '1' || status === '0' ? { status: Number(status) } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<JobSeeker>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
    const nationality = new Map(nationalities.items.map((n) => [n.id, n.name]));
    const name = (s: JobSeeker) => `${s.firstName} ${s.lastName}`.trim() || s.email;
    const download = async (seeker: JobSeeker) => {
      setDownloading(seeker.id);
      try {
        const file = await fetchJobSeekerCv(api, seeker.id);
        saveBlob(file.blob, file.name);
      } catch (failure) {
        const message = failure instanceof ApiError ? failure.localizedMessage(lang) : String(failure);
        toast.show({ variant: 'error', message: t('downloadFailed', { message }) });
      } finally {
        setDownloading(null);
      }
    };
    return [
      { id: 'name', header: t('name'), cell: name },
      { id: 'email', header: t('email'), cell: (s) => <span style={{ overflowWrap: 'anywhere' }}>{s.email}</span> },
      {
        id: 'nationality',
        header: t('nationality'),
        cell: (s) => (s.nationalityId !== null ? (nationality.get(s.nationalityId) ?? '—') : '—'),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (s) => (
          <Tag variant={s.status === 1 ? 'primary' : 'neutral'} label={s.status === 1 ? t('active') : t('suspended')} />
        ),
      },
      { id: 'createdAt', header: t('joined'), cell: (s) => date.format(new Date(s.createdAt)) },
      {
        id: 'cv',
        header: t('cv'),
        hideable: false,
        cell: (s) =>
          s.hasCv ? (
            <Button
              size="sm"
              variant="secondary"
              leadingIcon={<Download aria-hidden size={14} />}
              aria-label={t('downloadOf', { name: name(s) })}
              loading={downloading === s.id}
              disabled={downloading !== null}
              onClick={() => void download(s)}
            >
              {t('download')}
            </Button>
          ) : (
            <span style={{ color: 'var(--arms-color-textMuted)' }}>{t('noCv')}</span>
          ),
      },
    ];
  }, [t, i18n.language, nationalities.items, api, lang, toast, downloading]);

  const filtered = Boolean(list.q) || status !== null;
  return (
    <>
      <PageHeader title={tArms('domain.route.armsJobSeekers')} description={t('description')} />
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
            options={[
              { value: '1', label: t('active') },
              { value: '0', label: t('suspended') },
            ]}
            value={status === '1' || status === '0' ? status : null}
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
          getRowId={(s) => String(s.id)}
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
