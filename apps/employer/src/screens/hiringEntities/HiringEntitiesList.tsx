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
import { useCanOpen } from './access';
import { useEntityStrings } from './strings';

type Department = components['schemas']['Department'];
type SortField = 'name' | 'createdAt';
const pageSizes = [10, 25, 50, 100] as const;

/** Reads a whole number from the URL, or the fallback when it is missing or not one. */
const numberParam = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * `/hiring-entities`: the company's hiring entities (spec section 2). Search, status, sort and page live
 * in the URL, so a list can be bookmarked and the back button restores it.
 */
export function HiringEntitiesList() {
  const { t } = useEntityStrings();
  const { t: tEmployer, i18n } = useTranslation('employer');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canCreate = useCanOpen('hiringEntityCreate');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';

  const q = params.get('q') ?? '';
  const status = params.get('status');
  const limit = pageSizes.includes(numberParam(params.get('limit'), 25) as (typeof pageSizes)[number])
    ? numberParam(params.get('limit'), 25)
    : 25;
  const skip = numberParam(params.get('skip'), 0);
  const sortField = params.get('sort') === 'createdAt' ? 'createdAt' : params.get('sort') === 'name' ? 'name' : null;
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

  const { data, error, isLoading, reload } = useArmsQuery('/departments', {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(q ? { q } : {}),
        ...(status === '1' || status === '0' ? { status: Number(status) } : {}),
        ...(sort ? { $sort: { [sort.field as SortField]: sort.direction } } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<Department>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'name',
        header: t('field.name'),
        sortable: true,
        cell: (row) => <Link to={`/hiring-entities/details/${row.id}`}>{row.name}</Link>,
      },
      { id: 'address', header: t('field.address'), cell: (row) => row.address || '—' },
      { id: 'phone', header: t('field.phone'), cell: (row) => row.phone || '—' },
      {
        id: 'status',
        header: t('field.status'),
        cell: (row) => (
          <Tag
            variant={row.status === 1 ? 'primary' : 'neutral'}
            label={row.status === 1 ? t('status.active') : t('status.inactive')}
          />
        ),
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
  const createButton = canCreate ? (
    <Button
      variant="primary"
      leadingIcon={<Plus size={16} aria-hidden />}
      onClick={() => navigate('/hiring-entities/create')}
    >
      {t('list.create')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title={tEmployer('domain.menu.hiringEntitiesList')}
        description={t('list.description')}
        actions={createButton}
      />
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField label={t('list.search')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Select<string>
            label={t('list.status')}
            placeholder={t('list.all')}
            options={[
              { value: '1', label: t('status.active') },
              { value: '0', label: t('status.inactive') },
            ]}
            value={status === '1' || status === '0' ? status : null}
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
              { skip: page.skip ? String(page.skip) : null, limit: page.limit === 25 ? null : String(page.limit) },
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
