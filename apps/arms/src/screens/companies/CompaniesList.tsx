import { useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, Select, Tag, type DataTableColumn } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { statusOf, useCompanyStrings } from './strings';

type Company = components['schemas']['Company'];
const sortFields = ['name', 'status', 'credits', 'subscriptionEnd', 'createdAt'] as const;
type SortField = (typeof sortFields)[number];
const statuses = ['1', '0', '2'] as const;

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
  const locale = localeOf(i18n.language);
  const list = useListUrl<SortField>({ sortFields });
  const { q, sort } = list;
  const status = list.oneOf('status', statuses);

  const query = useArmsQuery('/companies', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(q ? { q } : {}),
        ...(status !== null ? { status: Number(status) } : {}),
        ...(sort ? { $sort: { [sort.field]: sort.direction } } : {}),
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
      <ListFilters search={{ label: t('list.search'), ...list.search }}>
        <Select<string>
          label={t('list.status')}
          placeholder={t('list.all')}
          options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onValueChange={(value) => list.update({ status: value })}
        />
      </ListFilters>
      <ListView
        list={list}
        query={query}
        filtered={filtered}
        noMatch={
          <NoMatch
            text={t('list.noMatch')}
            clearLabel={t('list.clear')}
            onClear={() => list.update({ q: null, status: null })}
          />
        }
        empty={<EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} action={createButton} />}
        caption={t('list.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        sort={sort}
        onSortChange={list.onSortChange}
      />
    </>
  );
}
