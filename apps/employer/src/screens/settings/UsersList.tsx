import { useArmsQuery, useSession, type components } from '@arms/api-client';
import { employerRoutes, hasRouteAccess } from '@arms/domain';
import { Button, DataTable, EmptyState, PageHeader, Select, TextField, type DataTableColumn } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const q = params.get('q') ?? '';
  const skip = Number(params.get('skip')) || 0;
  const limit = Number(params.get('limit')) || 25;
  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  // The search box types freely; the URL (and the query) follow after a short pause.
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => setParam({ q: typed.trim() || null, skip: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const { data, error, isLoading, reload } = useArmsQuery('/rms-users', {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(q ? { q } : {}),
        ...(status === '0' || status === '1' ? { status: Number(status) } : {}),
      } as never,
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
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField label={t('searchUsers')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Select<string>
            label={t('statusFilter')}
            options={[
              { value: 'all', label: t('allStatuses') },
              { value: '1', label: t('active') },
              { value: '0', label: t('suspended') },
            ]}
            value={status ?? 'all'}
            onValueChange={(value) => setParam({ status: value && value !== 'all' ? value : null, skip: null })}
          />
        </div>
      </div>
      {data && data.total === 0 && !status && !q ? (
        <EmptyState title={t('usersEmpty')} action={actions} />
      ) : (
        <DataTable
          caption={t('usersCaption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(u) => String(u.id)}
          total={data?.total ?? 0}
          page={{ skip, limit }}
          onPageChange={(page) =>
            setParam({
              skip: page.skip ? String(page.skip) : null,
              limit: page.limit !== 25 ? String(page.limit) : null,
            })
          }
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}
