import { useArmsQuery, type components } from '@arms/api-client';
import { nominationStatuses } from '@arms/domain';
import { Button, EmptyState, PageHeader, Select, useListState, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCanOpen } from './access';
import { ButtonLink, Muted, Results } from './layout';
import { answeredEmpty, listingPageSizes, candidateColumn, ListTable, nominationStatusColumn } from './lists';
import { fullName } from './names';
import { usePortalStrings } from './portalStrings';

type Row = components['schemas']['NominationWithJob'];
type Source = 'recruiter' | 'entities';

/**
 * The recruiter listings (section 2 "selected-from-recruiter, selected-from-hiring-entities"): the
 * resumes staff selected and nominated, to jobs or to hiring entities, newest first, from
 * `GET job-resumes` (portal applications are in the portal resume listing instead). Status filter and
 * page in the URL.
 */
function SelectedList({ source }: { source: Source }) {
  const { t } = usePortalStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const canOpen = useCanOpen();
  const [params, setParams] = useSearchParams();
  const url = useListState(params, setParams, { pageSizes: listingPageSizes });
  const { skip, limit } = url;
  const statusParam = Number(url.get('status'));
  const status = nominationStatuses.byId(statusParam) ? statusParam : null;
  const target = source === 'recruiter' ? { jobId: { $gt: 0 }, isPortal: 0 } : { departmentId: { $gt: 0 } };
  const list = useArmsQuery('/job-resumes', {
    params: { query: { $skip: skip, $limit: limit, ...target, ...(status ? { status } : {}) } },
  });
  const departments = useArmsQuery(
    '/departments',
    source === 'entities' ? { params: { query: { $limit: 200 } } } : null,
  );

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const entity = new Map((departments.data?.data ?? []).map((d) => [d.id, d.name]));
    return [
      candidateColumn(t('candidate'), (row) => ({
        name: fullName(row.resume, i18n.language),
        href: `/resumes/${row.resume.id}/detail`,
        note: row.resume.currentTitle,
      })),
      {
        id: 'target',
        header: t('target'),
        label: t('target'),
        cell: (row) =>
          row.job ? (
            <Link to={`/jobs/${row.job.id}/detail`}>{row.job.position}</Link>
          ) : row.departmentId ? (
            <Link to={`/hiring-entities/details/${row.departmentId}`}>
              {entity.get(row.departmentId) ?? `#${row.departmentId}`}
            </Link>
          ) : (
            <Muted>—</Muted>
          ),
      },
      nominationStatusColumn(t('status')),
      {
        id: 'createdAt',
        header: t('nominatedOn'),
        label: t('nominatedOn'),
        cell: (row) => date.format(new Date(row.createdAt)),
      },
    ];
  }, [t, locale, i18n.language, departments.data]);

  const title = source === 'recruiter' ? t('recruiterTitle') : t('entitiesTitle');
  const description = source === 'recruiter' ? t('recruiterDescription') : t('entitiesDescription');
  const setStatus = (value: number | null) => url.update({ status: value === null ? null : String(value) });
  return (
    <>
      <PageHeader title={title} description={description} />
      <Results aria-label={title}>
        <div style={{ maxWidth: 320 }}>
          <Select<number>
            label={t('status')}
            placeholder={t('anyStatus')}
            options={nominationStatuses.items.map((s) => ({ value: s.id as number, label: td(s.labelKey) }))}
            value={status}
            onValueChange={setStatus}
          />
        </div>
        {answeredEmpty(list) ? (
          status ? (
            <EmptyState
              variant="noResults"
              title={t('noResultsTitle')}
              description={t('noResultsBody')}
              action={<Button onClick={() => setStatus(null)}>{t('clearFilters')}</Button>}
            />
          ) : (
            <EmptyState
              title={t('selectedEmptyTitle')}
              description={t('selectedEmptyBody')}
              action={
                canOpen('/resumes/search') ? (
                  <ButtonLink to="/resumes/search">{t('searchResumes')}</ButtonLink>
                ) : undefined
              }
            />
          )
        ) : (
          <ListTable caption={title} columns={columns} list={list} url={url} />
        )}
      </Results>
    </>
  );
}

/** `/selected-from-recruiter`: resumes staff nominated to jobs. */
export function SelectedFromRecruiter() {
  return <SelectedList source="recruiter" />;
}

/** `/selected-from-hiring-entities`: resumes staff submitted to hiring entities. */
export function SelectedFromHiringEntities() {
  return <SelectedList source="entities" />;
}
