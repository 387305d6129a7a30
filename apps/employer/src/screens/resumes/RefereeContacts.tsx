import { useArmsPostQuery, type paths } from '@arms/api-client';
import { Button, EmptyState, PageHeader, TextField, useListState, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink, Muted, Results } from './layout';
import { answeredEmpty, ListTable, PersonLink } from './lists';
import { useRefereeStrings } from './refereeStrings';

type Referee = paths['/referrals/list']['post']['responses']['200']['content']['application/json']['data'][number];

/**
 * `/resumes/referee-contact` (spec sections 2 and 7 "POST referrals list"; access_all_candidate): every
 * referee of the company's resumes by name, searched by part of the name, company or email; the search
 * and the page stay in the URL.
 */
export function RefereeContacts() {
  const { t } = useRefereeStrings();
  const [params, setParams] = useSearchParams();
  // The search applies 300 ms after typing stops.
  const url = useListState(params, setParams, { pageSizes: [25, 50, 100, 200] });
  const { q, page } = url;

  const body = { ...(q ? { search: q.slice(0, 100) } : {}), $skip: page.skip, $limit: page.limit };
  const list = useArmsPostQuery('/referrals/list', { body });

  const columns = useMemo<DataTableColumn<Referee>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        label: t('name'),
        cell: (row) => (
          <PersonLink name={row.name} href={`/resumes/referee-contact/${row.id}/detail`} note={row.designation} />
        ),
      },
      { id: 'company', header: t('company'), label: t('company'), cell: (row) => row.company ?? <Muted>—</Muted> },
      {
        id: 'contact',
        header: t('contact'),
        label: t('contact'),
        hideable: true,
        cell: (row) =>
          row.email || row.phone ? (
            <span style={{ display: 'grid', overflowWrap: 'anywhere' }}>
              {row.email && <a href={`mailto:${row.email}`}>{row.email}</a>}
              {row.phone && <span>{row.phone}</span>}
            </span>
          ) : (
            <Muted>—</Muted>
          ),
      },
      {
        id: 'candidate',
        header: t('candidate'),
        label: t('candidate'),
        hideable: true,
        cell: (row) => <Link to={`/resumes/${row.resumeId}/detail`}>{row.resumeName}</Link>,
      },
    ],
    [t],
  );

  const header = <PageHeader title={t('listTitle')} description={t('listDescription')} />;
  if (answeredEmpty(list) && !q) {
    return (
      <>
        {header}
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
          action={<ButtonLink to="/resumes">{t('openResumes')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Results aria-label={t('caption')}>
        <div style={{ maxWidth: 420 }}>
          <TextField type="search" label={t('search')} {...url.search} />
        </div>
        {answeredEmpty(list) ? (
          <EmptyState
            variant="noResults"
            title={t('noResultsTitle')}
            description={t('noResultsBody')}
            action={<Button onClick={() => url.search.onChange({ target: { value: '' } })}>{t('clearSearch')}</Button>}
          />
        ) : (
          <ListTable caption={t('caption')} columns={columns} list={list} url={url} showColumnMenu />
        )}
      </Results>
    </>
  );
}
