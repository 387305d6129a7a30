import { useArmsMutation, useArmsQuery, useSession, type ApiError } from '@arms/api-client';
import { permissions, type Permission } from '@arms/domain';
import { Button, ConfirmDialog, EmptyState, PageHeader, Switch, useScreenMeta, useToast } from '@arms/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { roleLabel } from './roles';
import { useSettingStrings } from './strings';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 8px 16px;
  margin: 0 0 24px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const PermissionList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

/**
 * `/setting/users/details/:id` (section 2, add_user): a user's details, the ten permissions granted and
 * removed one by one through the access-level calls (section 6), and activate or suspend.
 */
export function UserDetail() {
  const { id } = useParams();
  const staffId = Number(id);
  const { t } = useSettingStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<Permission | null>(null);
  const {
    data: user,
    error,
    isLoading,
    reload,
  } = useArmsQuery(
    '/rms-users/{id}',
    Number.isInteger(staffId) && staffId > 0 ? { params: { path: { id: staffId } } } : null,
  );
  const grant = useArmsMutation('post', '/users/access-level', { invalidates: ['/rms-users'] });
  const remove = useArmsMutation('delete', '/users/access-level/{id}', { invalidates: ['/rms-users'] });
  const update = useArmsMutation('patch', '/rms-users/{id}', { invalidates: ['/rms-users'] });
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.user.email : '';
  useScreenMeta(user ? { title: name } : {});

  if (error && !user) {
    return (
      <>
        <PageHeader title={tDomain('domain.route.settingUserDetail')} />
        <EmptyState
          variant="error"
          title={error.status === 404 ? t('notFound') : error.localizedMessage(lang)}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      </>
    );
  }
  if (isLoading || !user) {
    return <PageHeader title={tDomain('domain.route.settingUserDetail')} description={t('loading')} />;
  }

  const held = new Set(user.permission.map((p) => p.userPermission));
  const isSelf = session.status === 'authenticated' && session.user.id === user.userId;
  const toggle = async (permission: Permission, on: boolean) => {
    setPending(permission);
    try {
      if (on) await grant.trigger({ body: { userId: user.userId, permission } });
      else await remove.trigger({ params: { path: { id: user.userId }, query: { permission } } });
      const label = tDomain(`domain.permission.${permission}`);
      toast.show({
        variant: 'success',
        message: on ? t('permissionGranted', { permission: label }) : t('permissionRemoved', { permission: label }),
      });
    } catch (caught) {
      toast.show({ variant: 'error', message: (caught as ApiError).localizedMessage(lang) });
    } finally {
      setPending(null);
    }
  };
  const setStatus = async (status: 0 | 1) => {
    try {
      await update.trigger({ params: { path: { id: user.id } }, body: { status } });
      toast.show({
        variant: 'success',
        message: status ? t('activatedToast', { name }) : t('suspendedToast', { name }),
      });
    } catch (caught) {
      toast.show({ variant: 'error', message: (caught as ApiError).localizedMessage(lang) });
    }
  };
  const date = new Intl.DateTimeFormat(lang === 'vn' ? 'vi' : 'en', { dateStyle: 'medium' });

  return (
    <>
      <PageHeader
        title={name}
        description={user.user.email}
        actions={
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              variant="secondary"
              leadingIcon={<Pencil aria-hidden size={16} />}
              onClick={() => navigate(`/setting/users/edit/${user.id}`)}
            >
              {t('edit')}
            </Button>
            {user.status === 1 ? (
              !isSelf &&
              !user.isPrimary && (
                <Button variant="danger" onClick={() => setConfirming(true)} disabled={update.isMutating}>
                  {t('suspend')}
                </Button>
              )
            ) : (
              <Button variant="primary" onClick={() => void setStatus(1)} disabled={update.isMutating}>
                {t('activate')}
              </Button>
            )}
          </div>
        }
      />
      <h2 style={{ fontSize: '1.125rem' }}>{t('details')}</h2>
      <Facts>
        <dt>{t('role')}</dt>
        <dd>
          {user.user.role.map((r) => roleLabel(r, tDomain, t)).join(', ')}
          {user.isPrimary ? ` · ${t('primaryUser')}` : ''}
        </dd>
        <dt>{t('status')}</dt>
        <dd>{user.status === 1 ? t('active') : t('suspended')}</dd>
        <dt>{t('created')}</dt>
        <dd>{date.format(new Date(user.createdAt))}</dd>
        <dt>{t('termsAccepted')}</dt>
        <dd>{user.acceptTermDate ? date.format(new Date(user.acceptTermDate)) : t('firstSignInPending')}</dd>
      </Facts>
      <section aria-labelledby="user-permissions">
        <h2 id="user-permissions" style={{ fontSize: '1.125rem', marginBottom: 4 }}>
          {t('permissionsFor', { name })}
        </h2>
        <p style={{ marginTop: 0, color: 'var(--arms-color-textMuted)' }}>{t('permissionsHint')}</p>
        <PermissionList>
          {permissions.map((permission) => (
            <li key={permission}>
              <Switch
                label={tDomain(`domain.permission.${permission}`)}
                checked={held.has(permission)}
                disabled={pending !== null}
                onCheckedChange={(on) => void toggle(permission, on)}
              />
            </li>
          ))}
        </PermissionList>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('suspendTitle', { name })}
        message={t('suspendBody', { name })}
        confirmLabel={t('suspend')}
        cancelLabel={t('cancel')}
        variant="danger"
        onConfirm={() => setStatus(0)}
      />
    </>
  );
}
