import { useArmsPostQuery, type paths } from '@arms/api-client';
import { Avatar, Button, DataTable, EmptyState, PageHeader, TextField, type DataTableColumn } from '@arms/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink, Muted, PersonCell, Results } from './layout';
import { useRefereeStrings } from './refereeStrings';
import { readPaging, writePaging } from './ResumesList';

type Referee = paths['/referrals/list']['post']['responses']['200']['content']['application/json']['data'][number];

/**
 * `/resumes/referee-contact` (spec sections 2 and 7 "POST referrals list"; access_all_candidate): every
 * referee of the company's resumes by name, searched by part of the name, company or email; the search
 * and the page stay in the URL.
 */
export function RefereeContacts() {
  const { t } = useRefereeStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { page } = useMemo(() => readPaging(params), [params]);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  // The search applies 300 ms after typing stops.
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (draft.trim()) next.set('q', draft);
      else next.delete('q');
      next.delete('skip');
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, q, params, setParams]);

  const body = { ...(q.trim() ? { search: q.trim().slice(0, 100) } : {}), $skip: page.skip, $limit: page.limit };
  const { data, error, isLoading, reload } = useArmsPostQuery('/referrals/list', { body });

  const columns = useMemo<DataTableColumn<Referee>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        label: t('name'),
        cell: (row) => (
          <PersonCell>
            <Avatar name={row.name} alt="" size="sm" />
            <span style={{ display: 'grid', minWidth: 0 }}>
              <Link to={`/resumes/referee-contact/${row.id}/detail`}>{row.name}</Link>
              {row.designation && <Muted>{row.designation}</Muted>}
            </span>
          </PersonCell>
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
  if (!error && !isLoading && data?.total === 0 && !q.trim()) {
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
          <TextField type="search" label={t('search')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        {!error && !isLoading && data?.total === 0 ? (
          <EmptyState
            variant="noResults"
            title={t('noResultsTitle')}
            description={t('noResultsBody')}
            action={<Button onClick={() => setDraft('')}>{t('clearSearch')}</Button>}
          />
        ) : (
          <>
            <DataTable
              caption={t('caption')}
              columns={columns}
              rows={data?.data ?? []}
              getRowId={(row) => String(row.id)}
              total={data?.total ?? 0}
              page={page}
              onPageChange={(next) => setParams(writePaging(params, next, null))}
              status={error ? 'error' : isLoading ? 'loading' : 'ready'}
              onRetry={() => void reload()}
              pageSizeOptions={[25, 50, 100, 200]}
              showColumnMenu
            />
            {error && <p role="alert">{error.localizedMessage(lang)}</p>}
          </>
        )}
      </Results>
    </>
  );
}
