import { useArmsQuery, useSession, type components } from '@arms/api-client';
import { employerRoutes, hasRouteAccess } from '@arms/domain';
import { Button, EmptyState, PageHeader, type DataTableColumn } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ListFilterBar, ListTable, StatusFilter, statusQuery } from '../../shell/ListParts';
import { useListUrl } from '../../shell/useListUrl';
import { roleLabel } from './roles';
import { useSettingStrings } from './strings';

type StaffUser = components['schemas']['StaffUser'];
const createRoute = employerRoutes.find((r) => r.id === 'settingUserCreate')!;

/** `/setting/users` (section 2, add_user): the company's users, searched, filtered and paged in the URL. */
export function UsersList() {
  const { t } = useSettingStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const session = useSession();
  const navigate = useNavigate();
  const list = useListUrl();
  const answer = useArmsQuery('/rms-users', {
    params: {
      query: { $skip: list.skip, $limit: list.limit, ...(list.q ? { q: list.q } : {}), ...statusQuery(list) } as never,
    },
  });
  const canCreate = session.status === 'authenticated' && hasRouteAccess(session.user, createRoute) === 'allow';

  const columns = useMemo<DataTableColumn<StaffUser>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'name',
        header: t('name'),
        cell: (u) => (
          <Link to={`/setting/users/details/${u.id}`}>{`${u.firstName} ${u.lastName}`.trim() || u.user.email}</Link>
        ),
      },
      { id: 'email', header: t('email'), cell: (u) => u.user.email },
      { id: 'role', header: t('role'), cell: (u) => u.user.role.map((r) => roleLabel(r, tDomain, t)).join(', ') },
      { id: 'status', header: t('status'), cell: (u) => (u.status === 1 ? t('active') : t('suspended')) },
      { id: 'createdAt', header: t('created'), cell: (u) => date.format(new Date(u.createdAt)) },
    ];
  }, [t, tDomain, locale]);

  const actions = canCreate ? (
    <Button
      variant="primary"
      leadingIcon={<Plus aria-hidden size={16} />}
      onClick={() => navigate('/setting/users/create')}
    >
      {t('addUser')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title={tDomain('domain.route.settingUsers')} description={t('usersDescription')} actions={actions} />
      <ListFilterBar list={list} searchLabel={t('searchUsers')}>
        <StatusFilter
          list={list}
          label={t('statusFilter')}
          allLabel={t('allStatuses')}
          activeLabel={t('active')}
          suspendedLabel={t('suspended')}
        />
      </ListFilterBar>
      <ListTable
        list={list}
        answer={answer}
        filtered={Boolean(list.q || list.get('status'))}
        empty={<EmptyState title={t('usersEmpty')} action={actions} />}
        caption={t('usersCaption')}
        columns={columns}
        getRowId={(u) => String(u.id)}
      />
    </>
  );
}
