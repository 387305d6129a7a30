import { useArmsPostQuery, useReferenceList, type components } from '@arms/api-client';
import { ageBandOf, ageFrom, formatExperience, truncate } from '@arms/domain';
import {
  Avatar,
  DataTable,
  EmptyState,
  Flag,
  PageHeader,
  Tag,
  TextField,
  type DataTableColumn,
  type DataTablePage,
  type DataTableSort,
} from '@arms/ui';
import { Inbox, Search, Upload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useCanOpen } from './access';
import { activeFilterCount, filtersToBody, readFilters, writeFilters, type SearchBody } from './filters';
import { FilterRail } from './FilterRail';
import { Actions, ButtonLink, Muted, PersonCell, Results, WithRail } from './layout';
import { fullName } from './names';
import { usePortalStrings } from './portalStrings';
import { useResumesStrings } from './strings';

type Row = components['schemas']['ResumeSummary'];
type SortField = 'firstName' | 'updatedAt';

/** The page and sort of a resume list as the URL keeps them. */
export function readPaging(params: URLSearchParams) {
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const limit = [25, 50, 100, 200].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 25;
  const raw = params.get('sort');
  const sort: DataTableSort | null =
    raw && /^-?(firstName|updatedAt)$/.test(raw)
      ? { field: raw.replace('-', ''), direction: raw.startsWith('-') ? -1 : 1 }
      : null;
  return { page: { skip: Math.min(skip, 100_000), limit } satisfies DataTablePage, sort };
}

/** Writes the page and sort into the URL's params. */
export function writePaging(params: URLSearchParams, page: DataTablePage, sort: DataTableSort | null) {
  const next = new URLSearchParams(params);
  if (page.skip) next.set('skip', String(page.skip));
  else next.delete('skip');
  if (page.limit !== 25) next.set('limit', String(page.limit));
  else next.delete('limit');
  if (sort) next.set('sort', `${sort.direction === -1 ? '-' : ''}${sort.field}`);
  else next.delete('sort');
  return next;
}

/** The columns both the list and the search show for a resume (name, age and experience bands, skills). */
export function useResumeColumns(extra: DataTableColumn<Row>[] = []): DataTableColumn<Row>[] {
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const nationalities = useReferenceList('/nationalities');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const nationality = new Map(nationalities.items.map((n) => [n.id, n.name]));
    const now = new Date();
    return [
      {
        id: 'firstName',
        header: t('name'),
        label: t('name'),
        sortable: true,
        cell: (row) => {
          const name = fullName(row, i18n.language);
          return (
            <PersonCell>
              <Avatar name={name} alt="" size="sm" />
              <span style={{ display: 'grid', minWidth: 0 }}>
                <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minWidth: 0 }}>
                  <Link to={`/resumes/${row.id}/detail`}>{name}</Link>
                  {row.flag && <Flag flag={row.flag} size="sm" />}
                </span>
                {row.email && <Muted style={{ overflowWrap: 'anywhere' }}>{row.email}</Muted>}
              </span>
            </PersonCell>
          );
        },
      },
      {
        id: 'age',
        header: t('ageColumn'),
        label: t('ageColumn'),
        cell: (row) => {
          const band = ageBandOf(ageFrom(row.dob, now));
          return band ? td(band.labelKey) : <Muted>{td('domain.placeholder.undisclosed')}</Muted>;
        },
      },
      {
        id: 'experience',
        header: t('experienceColumn'),
        label: t('experienceColumn'),
        cell: (row) => td(formatExperience(row.experienceMonths).key),
      },
      {
        id: 'nationality',
        header: t('nationalityColumn'),
        label: t('nationalityColumn'),
        hideable: true,
        cell: (row) =>
          (row.nationalityId && nationality.get(row.nationalityId)) || (
            <Muted>{td('domain.placeholder.notApplicable')}</Muted>
          ),
      },
      {
        id: 'skills',
        header: t('skillsColumn'),
        label: t('skillsColumn'),
        hideable: true,
        cell: (row) => <span title={row.skills.join(', ')}>{truncate(row.skills.join(', ')) || <Muted>—</Muted>}</span>,
      },
      ...extra,
      {
        id: 'updatedAt',
        header: t('updatedColumn'),
        label: t('updatedColumn'),
        sortable: true,
        cell: (row) => date.format(new Date(row.updatedAt)),
      },
    ];
  }, [t, td, locale, i18n.language, nationalities.items, extra]);
}

/**
 * `/resumes` (spec section 2; section 9's filters kept in the URL): the company's resumes, or for staff
 * holding only access_uploaded_candidate their own uploads (the server scopes it), paged and counted on
 * the server; the table virtualises long pages.
 */
export function ResumesList() {
  const { t } = useResumesStrings();
  const { t: tp } = usePortalStrings();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canOpen = useCanOpen();
  const filters = useMemo(() => readFilters(params), [params]);
  const { page, sort } = useMemo(() => readPaging(params), [params]);
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  // The keyword applies 300 ms after typing stops, so each key press does not start a search.
  useEffect(() => {
    if (keyword === filters.keyword) return;
    const timer = setTimeout(() => setParams(writeFilters(params, { ...filters, keyword }), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [keyword, filters, params, setParams]);

  const body: SearchBody = {
    ...filtersToBody(filters),
    $skip: page.skip,
    $limit: page.limit,
    $sort: sort ? { [sort.field as SortField]: sort.direction } : { updatedAt: -1 },
  };
  const { data, error, isLoading, reload } = useArmsPostQuery('/resumes/search', { body });
  const columns = useResumeColumns();
  const filtered = activeFilterCount(filters) > 0;

  const actions = (
    <Actions>
      {canOpen('/portal-resume') && (
        <ButtonLink to="/portal-resume">
          <Inbox size={16} aria-hidden="true" />
          {tp('listTitle')}
        </ButtonLink>
      )}
      {canOpen('/resumes/search') && (
        <ButtonLink to="/resumes/search">
          <Search size={16} aria-hidden="true" />
          {t('search')}
        </ButtonLink>
      )}
      {canOpen('/resumes/upload') && (
        <ButtonLink to="/resumes/upload" data-variant="primary">
          <Upload size={16} aria-hidden="true" />
          {t('upload')}
        </ButtonLink>
      )}
    </Actions>
  );

  return (
    <>
      <PageHeader title={t('listTitle')} actions={actions} />
      <WithRail>
        <FilterRail filters={filters} onChange={(next) => setParams(writeFilters(params, next))}>
          <TextField
            type="search"
            label={t('keyword')}
            hint={t('keywordHint')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </FilterRail>
        <Results aria-label={t('listCaption')}>
          {!error && !isLoading && data?.total === 0 ? (
            filtered ? (
              <EmptyState variant="noResults" title={t('noResultsTitle')} description={t('noResultsBody')} />
            ) : (
              <EmptyState
                title={t('emptyTitle')}
                description={t('emptyBody')}
                action={
                  canOpen('/resumes/upload') ? (
                    <ButtonLink to="/resumes/upload" data-variant="primary">
                      {t('upload')}
                    </ButtonLink>
                  ) : undefined
                }
              />
            )
          ) : (
            <>
              {filters.tags.length > 0 && (
                <Actions aria-label={t('tags')}>
                  {filters.tags.map((tag) => (
                    <Tag
                      key={tag}
                      label={tag}
                      onRemove={() =>
                        setParams(writeFilters(params, { ...filters, tags: filters.tags.filter((x) => x !== tag) }))
                      }
                    />
                  ))}
                </Actions>
              )}
              {data?.totalIsEstimate && (
                // The server counts up to 1,000 matches (docs/decisions/0183): the pages reach that far.
                <Muted as="p" style={{ margin: 0 }}>
                  {t('resultsCountAtLeast', { count: data.total })} · {t('narrowFilters')}
                </Muted>
              )}
              <DataTable
                caption={t('listCaption')}
                columns={columns}
                rows={data?.data ?? []}
                getRowId={(row) => String(row.id)}
                total={data?.total ?? 0}
                page={page}
                onPageChange={(next) => setParams(writePaging(params, next, sort))}
                sort={sort}
                onSortChange={(next) => setParams(writePaging(params, { ...page, skip: 0 }, next))}
                status={error ? 'error' : isLoading ? 'loading' : 'ready'}
                onRetry={() => void reload()}
                pageSizeOptions={[25, 50, 100, 200]}
                showColumnMenu
              />
              {error && <p role="alert">{error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}</p>}
            </>
          )}
        </Results>
      </WithRail>
    </>
  );
}
