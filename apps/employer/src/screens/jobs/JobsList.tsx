import { useArmsQuery, useSession, type ApiError } from '@arms/api-client';
import {
  datePatterns,
  employerRoutes,
  formatDate,
  formatSalary,
  hasRouteAccess,
  jobStatuses,
  publishStates,
  type Lang,
} from '@arms/domain';
import {
  Button,
  DataTable,
  DateField,
  EmptyState,
  PageHeader,
  Select,
  TextField,
  type DataTableColumn,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useListUrl } from '../../shell/useListUrl';
import { useJobsStrings } from './strings';

type JobPage = NonNullable<ReturnType<typeof useArmsQuery<'/jobs'>>['data']>;
type Job = JobPage['data'][number];
const sortable = ['position', 'vacancies', 'postingExpiry', 'createdAt'] as const;
type SortField = (typeof sortable)[number];
const pageSizes = [25, 50, 100] as const;
const createRoute = employerRoutes.find((r) => r.id === 'jobCreate')!;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The list's view as kept in the URL: a link or the back button restores it. */
function useListParams() {
  const list = useListUrl<SortField>({ pageSizes, sortFields: sortable });
  const int = (name: string) => {
    const n = Number(list.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const date = (name: string) => (datePattern.test(list.get(name) ?? '') ? list.get(name)! : '');
  const view = {
    q: list.q,
    status: int('status'),
    publish: publishStates.byId(list.get('publish')) ? list.get('publish')! : undefined,
    entity: int('entity'),
    from: date('from'),
    to: date('to'),
    sort: list.sort,
    skip: list.skip,
    limit: list.limit,
  };
  return {
    list,
    view,
    filtered: Boolean(view.q || view.status || view.publish || view.entity || view.from || view.to),
  };
}

/** The API query for the view: the list query language of decision 0003. */
function queryOf(view: ReturnType<typeof useListParams>['view']) {
  const created: Record<string, string> = {};
  if (view.from) created.$gte = `${view.from}T00:00:00.000Z`;
  if (view.to) created.$lt = new Date(Date.parse(`${view.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  return {
    $skip: view.skip,
    $limit: view.limit,
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    ...(view.status ? { jobStatusId: view.status } : {}),
    ...(view.publish ? { publishState: view.publish } : {}),
    ...(view.entity ? { departmentId: view.entity } : {}),
    ...(Object.keys(created).length > 0 ? { createdAt: created } : {}),
    ...(view.sort ? { $sort: { [view.sort.field as SortField]: view.sort.direction } } : {}),
  };
}

/**
 * `/jobs` (the company's jobs) and `/jobs/me` (assigned to me): search, filters, sort and page in the
 * URL, rows linking to the detail, "Post a job" for whoever may open the wizard (spec section 2; SCREENS.md).
 */
export function JobsList({ mine = false }: { mine?: boolean }) {
  const { t } = useJobsStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang: Lang = i18n.language === 'vn' ? 'vn' : 'en';
  const session = useSession();
  const navigate = useNavigate();
  const user = session.status === 'authenticated' ? session.user : null;
  const canPost = user !== null && hasRouteAccess(user, createRoute) === 'allow';
  const { list, view, filtered } = useListParams();
  const query = queryOf(view);
  const jobs = useArmsQuery(mine ? '/jobs/assigned' : '/jobs', { params: { query } }, { keepPreviousData: true });
  const entities = useArmsQuery('/departments', { params: { query: { $limit: -1, $sort: { name: 1 } } } });
  const entityName = useMemo(
    () => new Map((entities.data?.data ?? []).map((d) => [d.id, d.name] as const)),
    [entities.data],
  );
  const searchRef = useRef<HTMLInputElement>(null);

  // `/` focuses the search (SCREENS.md keyboard rules) unless the user is typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      searchRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const columns = useMemo<DataTableColumn<Job>[]>(() => {
    const number = new Intl.NumberFormat(lang === 'vn' ? 'vi-VN' : 'en-US');
    const date = (value: string | null) => formatDate(value, { pattern: datePatterns.date, lang }) ?? t('none');
    return [
      {
        id: 'position',
        header: t('position'),
        sortable: true,
        hideable: false,
        cell: (job) => (
          <Link to={`/jobs/${job.id}/detail`} style={{ display: 'inline-block', minWidth: '12ch' }}>
            {job.position}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('statusColumn'),
        cell: (job) => {
          const status = jobStatuses.byId(job.jobStatusId);
          const state = publishStates.byId(job.publishState);
          return (
            <span style={{ display: 'grid', gap: 2 }}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
                <span
                  aria-hidden="true"
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    flex: 'none',
                    background: status?.colour ?? job.jobStatus.colour,
                  }}
                />
                {status ? td(status.labelKey) : job.jobStatus.name}
              </span>
              <span style={{ color: 'var(--arms-color-text-muted, #555)', fontSize: '0.875em' }}>
                {state ? td(state.labelKey) : job.publishState}
              </span>
            </span>
          );
        },
      },
      {
        id: 'hiringEntity',
        header: t('hiringEntity'),
        cell: (job) => (job.departmentId ? (entityName.get(job.departmentId) ?? t('none')) : t('none')),
      },
      {
        id: 'vacancies',
        header: t('vacancies'),
        align: 'end',
        sortable: true,
        cell: (job) => number.format(job.vacancies),
      },
      {
        id: 'salary',
        header: t('salary'),
        cell: (job) => {
          const label = formatSalary(
            {
              min: job.salaryMin,
              max: job.salaryMax,
              currency: job.salaryCurrency ?? 'USD',
              period: job.salaryPeriod,
              negotiable: job.salaryNegotiable,
            },
            lang,
          );
          return td(label.key, label.params);
        },
      },
      {
        id: 'nominations',
        header: t('nominations'),
        align: 'end',
        cell: (job) => number.format(job.nominationCount ?? 0),
      },
      { id: 'postingExpiry', header: t('postingExpiry'), sortable: true, cell: (job) => date(job.postingExpiry) },
      { id: 'createdAt', header: t('created'), sortable: true, cell: (job) => date(job.createdAt) },
    ];
  }, [t, td, lang, entityName]);

  const statusOptions = jobStatuses.items.map((s) => ({ value: String(s.id), label: td(s.labelKey) }));
  const publishOptions = publishStates.items.map((p) => ({ value: p.id, label: td(p.labelKey) }));
  const entityOptions = (entities.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const error = jobs.error as ApiError | undefined;
  const rows = jobs.data?.data ?? [];
  const loading = jobs.isLoading && !jobs.data;
  const empty = !loading && !error && rows.length === 0;

  return (
    <>
      <PageHeader
        title={mine ? t('mineTitle') : t('listTitle')}
        description={mine ? t('mineDescription') : t('listDescription')}
        actions={
          canPost ? (
            <Button
              variant="primary"
              leadingIcon={<Plus aria-hidden="true" size={16} />}
              onClick={() => void navigate('/jobs/create')}
            >
              {t('postJob')}
            </Button>
          ) : undefined
        }
      />
      <div role="search" aria-label={t('filtersLabel')}>
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
            alignItems: 'end',
            marginBottom: 16,
          }}
          className="jobs-filters"
        >
          <style>{'.jobs-filters > * { min-width: 0; }'}</style>
          <TextField
            ref={searchRef}
            type="search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            aria-keyshortcuts="/"
            {...list.search}
          />
          <Select
            label={t('status')}
            placeholder={t('anyStatus')}
            options={statusOptions}
            value={view.status ? String(view.status) : null}
            onValueChange={(v) => list.update({ status: v })}
          />
          <Select
            label={t('publishState')}
            placeholder={t('anyPublishState')}
            options={publishOptions}
            value={view.publish ?? null}
            onValueChange={(v) => list.update({ publish: v })}
          />
          <Select
            label={t('hiringEntity')}
            placeholder={t('anyHiringEntity')}
            options={entityOptions}
            value={view.entity ? String(view.entity) : null}
            onValueChange={(v) => list.update({ entity: v })}
          />
          <DateField
            label={t('createdFrom')}
            value={view.from}
            max={view.to || undefined}
            onValueChange={(v) => list.update({ from: v })}
          />
          <DateField
            label={t('createdTo')}
            value={view.to}
            min={view.from || undefined}
            onValueChange={(v) => list.update({ to: v })}
          />
        </div>
        {filtered && (
          <p style={{ margin: '0 0 16px' }}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                list.search.onChange({ target: { value: '' } });
                list.update({ q: null, status: null, publish: null, entity: null, from: null, to: null });
              }}
            >
              {t('clearFilters')}
            </Button>
          </p>
        )}
      </div>
      {error ? (
        <EmptyState
          variant="error"
          title={t('errorTitle')}
          description={error.localizedMessage ? error.localizedMessage(lang) : String(error)}
          action={
            <Button variant="primary" onClick={() => void jobs.reload()}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : empty ? (
        <EmptyState
          title={filtered ? t('noMatchTitle') : mine ? t('emptyMineTitle') : t('emptyTitle')}
          description={filtered ? t('noMatchDescription') : mine ? t('emptyMineDescription') : t('emptyDescription')}
          action={filtered ? undefined : canPost && !mine ? <Link to="/jobs/create">{t('postJob')}</Link> : undefined}
        />
      ) : (
        <DataTable
          caption={mine ? t('mineTitle') : t('caption')}
          columns={columns}
          rows={rows}
          getRowId={(job) => String(job.id)}
          total={jobs.data?.total ?? 0}
          page={list.page}
          onPageChange={list.onPageChange}
          pageSizeOptions={list.pageSizes}
          sort={list.sort}
          onSortChange={list.onSortChange}
          status={loading ? 'loading' : 'ready'}
          showColumnMenu
          layout="auto"
        />
      )}
    </>
  );
}

/** `/jobs/me`: the same list over the jobs assigned to the caller. */
export function JobsMine() {
  return <JobsList mine />;
}
