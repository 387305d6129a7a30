import { useArmsQuery, type components } from '@arms/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  RadioGroup,
  Select,
  Tag,
  TextField,
  type DataTableColumn,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { localeOf, pageSizes, useListUrl } from './listUrl';
import { useStaffStrings } from './strings';

type Account = components['schemas']['UserAccount'];

/** The account's name as lists and headings show it, its email when it has none. */
export const accountName = (a: Pick<Account, 'firstName' | 'lastName' | 'email'>) =>
  `${a.firstName} ${a.lastName}`.trim() || a.email;

/**
 * `/arms/staff-management` (section 2): the platform staff by default, every account on demand, searched by
 * name or email and filtered by status; sorted status descending, then name (section 9). All in the URL.
 */
export function StaffList() {
  const { t } = useStaffStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const navigate = useNavigate();
  const list = useListUrl();
  const scope = list.params.get('scope') === 'all' ? 'all' : 'platform';
  const status = list.params.get('status');

  const { data, error, isLoading, reload } = useArmsQuery('/users', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(scope === 'platform' ? { role: 'arms_admin' } : {}),
        ...(status === '1' || status === '0' ? { status: Number(status) } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<Account>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
    return [
      {
        id: 'name',
        header: t('name'),
        cell: (a) => <Link to={`/arms/staff-management/${a.id}/detail`}>{accountName(a)}</Link>,
      },
      { id: 'email', header: t('email'), cell: (a) => <span style={{ overflowWrap: 'anywhere' }}>{a.email}</span> },
      { id: 'role', header: t('role'), cell: (a) => a.role.map((r) => tArms(`domain.role.${r}`)).join(', ') },
      { id: 'company', header: t('company'), cell: (a) => a.companyName ?? t('platform') },
      {
        id: 'status',
        header: t('status'),
        cell: (a) => (
          <Tag variant={a.status === 1 ? 'primary' : 'neutral'} label={a.status === 1 ? t('active') : t('suspended')} />
        ),
      },
      {
        id: 'lastLoginAt',
        header: t('lastLogin'),
        cell: (a) => (a.lastLoginAt ? date.format(new Date(a.lastLoginAt)) : t('never')),
      },
    ];
  }, [t, tArms, i18n.language]);

  const addButton = (
    <Button
      variant="primary"
      leadingIcon={<Plus aria-hidden size={16} />}
      onClick={() => navigate('/arms/staff-management/create')}
    >
      {t('add')}
    </Button>
  );
  const filtered = Boolean(list.q) || status !== null || scope === 'all';

  return (
    <>
      <PageHeader title={tArms('domain.route.armsStaff')} description={t('description')} actions={addButton} />
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '2 1 240px', minWidth: 0 }}>
          <TextField label={t('search')} type="search" {...list.search} />
        </div>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <RadioGroup<'platform' | 'all'>
            label={t('scope')}
            orientation="horizontal"
            options={[
              { value: 'platform', label: t('scopePlatform') },
              { value: 'all', label: t('scopeAll') },
            ]}
            value={scope}
            onValueChange={(value) => list.update({ scope: value === 'all' ? 'all' : null })}
          />
        </div>
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Select<string>
            label={t('status')}
            placeholder={t('allStatuses')}
            options={[
              { value: '1', label: t('active') },
              { value: '0', label: t('suspended') },
            ]}
            value={status === '1' || status === '0' ? status : null}
            onValueChange={(value) => list.update({ status: value })}
          />
        </div>
      </div>
      {!error && !isLoading && data && data.total === 0 ? (
        filtered ? (
          <EmptyState
            variant="noResults"
            description={t('noMatch')}
            action={
              <Button variant="secondary" onClick={() => list.update({ q: null, status: null, scope: null })}>
                {t('clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={addButton} />
        )
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(a) => String(a.id)}
          total={data?.total ?? 0}
          page={{ skip: list.skip, limit: list.limit }}
          pageSizeOptions={pageSizes}
          onPageChange={list.onPageChange}
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}
