import { useArmsQuery, type paths } from '@arms/api-client';
import { EmptyState, PageHeader, Select, useListState, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Muted, Results } from './layout';
import { answeredEmpty, listingPageSizes, candidateColumn, ListTable, nominationStatusColumn } from './lists';
import { fullName } from './names';
import { usePortalStrings } from './portalStrings';

type Row = paths['/jobs/{id}/same-position']['get']['responses']['200']['content']['application/json']['data'][number];
type Source = 'nominated' | 'applicants';

/**
 * The resumes of positions similar to a chosen job (section 2 "related-position: past resumes nominated
 * to a similar position", and job-applicants-related-position for the portal's applicants), from
 * `GET jobs/{id}/same-position` and `jobs/{id}/job-applicants-same-position`. The job and the page
 * are in the URL (`?job=5&skip=25`).
 */
function RelatedPositionList({ source }: { source: Source }) {
  const { t } = usePortalStrings();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const [params, setParams] = useSearchParams();
  const url = useListState(params, setParams, { pageSizes: listingPageSizes });
  const jobId = Number(url.get('job')) || null;
  const page = url.page;
  const jobs = useArmsQuery('/jobs', { params: { query: { $limit: 200 } } });
  const init = jobId ? { params: { path: { id: jobId }, query: { $skip: page.skip, $limit: page.limit } } } : null;
  const nominated = useArmsQuery('/jobs/{id}/same-position', source === 'nominated' ? init : null);
  const applicants = useArmsQuery('/jobs/{id}/job-applicants-same-position', source === 'applicants' ? init : null);
  const list = source === 'nominated' ? nominated : applicants;
  const job = jobs.data?.data.find((j) => j.id === jobId);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      candidateColumn(t('candidate'), (row) => ({
        name: fullName(row.resume, i18n.language),
        href: `/resumes/${row.resume.id}/detail`,
        note: row.resume.email,
        wrapNote: true,
      })),
      {
        id: 'job',
        header: t('similarJob'),
        label: t('similarJob'),
        cell: (row) => (
          <span style={{ display: 'grid' }}>
            <Link to={`/jobs/${row.job.id}/detail`}>{row.job.position}</Link>
            {row.job.specialty && <Muted>{row.job.specialty}</Muted>}
          </span>
        ),
      },
      nominationStatusColumn(t('status')),
      {
        id: 'createdAt',
        header: source === 'applicants' ? t('applied') : t('nominatedOn'),
        label: source === 'applicants' ? t('applied') : t('nominatedOn'),
        cell: (row) => date.format(new Date(row.createdAt)),
      },
    ];
  }, [t, locale, i18n.language, source]);

  const title = source === 'applicants' ? t('applicantsTitle') : t('relatedTitle');
  const description = source === 'applicants' ? t('applicantsDescription') : t('relatedDescription');
  return (
    <>
      <PageHeader title={title} description={description} />
      <Results aria-label={title}>
        <div style={{ maxWidth: 420 }}>
          <Select<number>
            label={t('chooseJob')}
            placeholder={t('chooseJobTitle')}
            options={(jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.position }))}
            value={jobId}
            onValueChange={(value) => url.update({ job: value ? String(value) : null })}
          />
        </div>
        {!jobId ? (
          <EmptyState title={t('chooseJobTitle')} description={t('chooseJobBody')} />
        ) : answeredEmpty(list) ? (
          <EmptyState variant="noResults" title={t('relatedEmptyTitle')} description={t('relatedEmptyBody')} />
        ) : (
          <ListTable
            caption={t('relatedCaption', { position: job?.position ?? '…' })}
            columns={columns}
            list={list}
            url={url}
          />
        )}
      </Results>
    </>
  );
}

/** `/related-position`: past resumes nominated to positions similar to the chosen job. */
export function RelatedPosition() {
  return <RelatedPositionList source="nominated" />;
}

/** `/job-applicants-related-position`: the portal's applicants to positions similar to the chosen job. */
export function JobApplicantsRelatedPosition() {
  return <RelatedPositionList source="applicants" />;
}
