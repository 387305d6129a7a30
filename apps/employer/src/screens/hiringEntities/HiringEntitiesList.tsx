import { useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, Select, Tag, type DataTableColumn } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ListFilter, ListFilterBar, ListTable, statusQuery } from '../../shell/ListParts';
import { useListUrl } from '../../shell/useListUrl';
import { useCanOpen } from './access';
import { useEntityStrings } from './strings';

type Department = components['schemas']['Department'];
const sortFields = ['name', 'createdAt'] as const;

/**
 * `/hiring-entities`: the company's hiring entities (spec section 2). Search, status, sort and page live
 * in the URL, so a list can be bookmarked and the back button restores it.
 */
export function HiringEntitiesList() {
  const { t } = useEntityStrings();
  const { t: tEmployer, i18n } = useTranslation('employer');
  const navigate = useNavigate();
  const canCreate = useCanOpen('hiringEntityCreate');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';

  const list = useListUrl({ sortFields });
  const status = list.oneOf('status', ['1', '0'] as const);
  const answer = useArmsQuery('/departments', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...statusQuery(list),
        ...(list.sort ? { $sort: { [list.sort.field]: list.sort.direction } } : {}),
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

  const filtered = Boolean(list.q) || list.get('status') !== null;
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
      <ListFilterBar list={list} searchLabel={t('list.search')}>
        <ListFilter>
          <Select<string>
            label={t('list.status')}
            placeholder={t('list.all')}
            options={[
              { value: '1', label: t('status.active') },
              { value: '0', label: t('status.inactive') },
            ]}
            value={status}
            onValueChange={(value) => list.update({ status: value })}
          />
        </ListFilter>
      </ListFilterBar>
      <ListTable
        list={list}
        answer={answer}
        filtered={filtered}
        empty={<EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')} action={createButton} />}
        noResults={
          <EmptyState
            variant="noResults"
            description={t('list.noMatch')}
            action={
              <Button variant="secondary" onClick={() => list.update({ q: null, status: null })}>
                {t('list.clear')}
              </Button>
            }
          />
        }
        caption={t('list.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        sort={list.sort}
        onSortChange={list.onSortChange}
      />
    </>
  );
}
