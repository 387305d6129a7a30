import { ApiError, useArmsClient, useArmsQuery, useReferenceList, type paths } from '@arms/api-client';
import { Button, EmptyState, PageHeader, Select, Tag, useToast, type DataTableColumn } from '@arms/ui';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
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
  const status = list.oneOf('status', ['1', '0']);
  const nationalities = useReferenceList('/nationalities');
  const [downloading, setDownloading] = useState<number | null>(null);

  const query = useArmsQuery('/users/arms/job-seeker', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(status !== null ? { status: Number(status) } : {}),
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
      <ListFilters search={{ label: t('search'), ...list.search }}>
        <Select<string>
          label={t('status')}
          placeholder={t('allStatuses')}
          options={[
            { value: '1', label: t('active') },
            { value: '0', label: t('suspended') },
          ]}
          value={status}
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
        getRowId={(s) => String(s.id)}
      />
    </>
  );
}
