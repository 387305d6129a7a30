import { useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, RadioGroup, Select, Tag, type DataTableColumn } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
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
  const scope = list.get('scope') === 'all' ? 'all' : 'platform';
  const status = list.oneOf('status', ['1', '0']);

  const query = useArmsQuery('/users', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(scope === 'platform' ? { role: 'arms_admin' } : {}),
        ...(status !== null ? { status: Number(status) } : {}),
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
      <ListFilters search={{ label: t('search'), ...list.search }}>
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
        <Select<string>
          label={t('status')}
          placeholder={t('allStatuses')}
          options={[
            { value: '1', label: t('active') },
            { value: '0', label: t('suspended') },
          ]}
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
            text={t('noMatch')}
            clearLabel={t('clear')}
            onClear={() => list.update({ q: null, status: null, scope: null })}
          />
        }
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} action={addButton} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(a) => String(a.id)}
      />
    </>
  );
}
