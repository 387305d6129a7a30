import { useArmsQuery, type components } from '@arms/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  Select,
  Tag,
  TextField,
  type DataTableColumn,
  type DataTableSort,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { statusOf, useCompanyStrings } from './strings';

type Company = components['schemas']['Company'];
const sortFields = ['name', 'status', 'credits', 'subscriptionEnd', 'createdAt'] as const;
type SortField = (typeof sortFields)[number];
const statuses = ['1', '0', '2'] as const;
const pageSizes = [10, 25, 50, 100] as const;
const defaultLimit = 25;

/** Reads a whole number from the URL, or the fallback when it is missing or not one. */
const numberParam = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** The status of a company as a tag: active stands out, suspended and pending do not. */
export function CompanyStatusTag({ status }: { status: number }) {
  const { t } = useCompanyStrings();
  const value = statusOf(status);
  return <Tag variant={value === 1 ? 'primary' : 'neutral'} label={t(`status.${value}`)} />;
}

/**
 * `/arms/companies`: every employer (spec section 2), sorted by status descending then name (section 9)
 * unless the operator sorts a column. Search, status, sort and page live in the URL.
 */
export function CompaniesList() {
  const { t } = useCompanyStrings();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const locale = i18n.language === 'vn' ? 'vi' : 'en';

  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = (statuses as readonly string[]).includes(statusParam ?? '') ? statusParam : null;
  const limitParam = numberParam(params.get('limit'), defaultLimit);
  const limit = (pageSizes as readonly number[]).includes(limitParam) ? limitParam : defaultLimit;
  const skip = numberParam(params.get('skip'), 0);
  const sortParam = params.get('sort');
  const sortField = (sortFields as readonly string[]).includes(sortParam ?? '') ? (sortParam as SortField) : null;
  const sort: DataTableSort | null = sortField
    ? { field: sortField, direction: params.get('dir') === 'desc' ? -1 : 1 }
    : null;

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('skip');
    setParams(next, { replace: true });
  };

  // The search box types freely; the URL (and the query) follow after a short pause.
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => update({ q: typed.trim() || null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const { data, error, isLoading, reload } = useArmsQuery('/companies', {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(q ? { q } : {}),
        ...(status !== null ? { status: Number(status) } : {}),
        ...(sort ? { $sort: { [sort.field as SortField]: sort.direction } } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<Company>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: 'name',
        header: t('field.name'),
        sortable: true,
        cell: (row) => (
          <Link to={`/arms/companies/${row.id}/detail`} style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('field.status'),
        sortable: true,
        cell: (row) => <CompanyStatusTag status={row.status} />,
      },
      {
        id: 'credits',
        header: t('field.credits'),
        sortable: true,
        align: 'end',
        cell: (row) => number.format(row.credits),
      },
      {
        id: 'subscriptionEnd',
        header: t('field.subscriptionEnd'),
        sortable: true,
        cell: (row) => (row.subscriptionEnd ? date.format(new Date(row.subscriptionEnd)) : '—'),
      },
      {
        id: 'registrationNumber',
        header: t('field.registrationNumber'),
        cell: (row) => row.registrationNumber || '—',
      },
      {
        id: 'createdAt',
        header: t('field.createdAt'),
        sortable: true,
        cell: (row) => date.format(new Date(row.createdAt)),
      },
    ];
  }, [t, locale]);

  const filtered = Boolean(q) || status !== null;
  const createButton = (
    <Button
      variant="primary"
      leadingIcon={<Plus size={16} aria-hidden />}
      onClick={() => navigate('/arms/companies/create')}
    >
      {t('list.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} actions={createButton} />
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <TextField label={t('list.search')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Select<string>
            label={t('list.status')}
            placeholder={t('list.all')}
            options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={status}
            onValueChange={(value) => update({ status: value })}
          />
        </div>
      </div>
      {!error && !isLoading && data && data.total === 0 ? (
        filtered ? (
          <EmptyState
            variant="noResults"
            description={t('list.noMatch')}
            action={
              <Button variant="secondary" onClick={() => update({ q: null, status: null })}>
                {t('list.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} action={createButton} />
        )
      ) : (
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(row) => String(row.id)}
          total={data?.total ?? 0}
          page={{ skip, limit }}
          pageSizeOptions={pageSizes}
          onPageChange={(page) =>
            update(
              {
                skip: page.skip ? String(page.skip) : null,
                limit: page.limit === defaultLimit ? null : String(page.limit),
              },
              false,
            )
          }
          sort={sort}
          onSortChange={(next) =>
            update({ sort: next ? next.field : null, dir: next && next.direction === -1 ? 'desc' : null })
          }
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}
