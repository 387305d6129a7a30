import { useArmsMutation, useArmsQuery, useSession, type ApiError } from '@arms/api-client';
import { Button, ConfirmDialog, EmptyState, PageHeader, Tag, useScreenMeta, useToast } from '@arms/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { localeOf } from '../../shell/content';
import { accountName } from './StaffList';
import { useStaffStrings } from './strings';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 24px;
  max-width: 720px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;

/** The account id of `/arms/staff-management/:id/…`, or null when the URL holds no usable id. */
export function useAccountId() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/arms/staff-management/:id/detail` (section 2): one account, its role, employer and status, and
 * suspend or activate (a suspended account cannot sign in; nobody suspends their own account).
 */
export function StaffDetail() {
  const id = useAccountId();
  const { t } = useStaffStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState<0 | 1 | null>(null);
  const {
    data: account,
    error,
    isLoading,
    reload,
  } = useArmsQuery('/users/{id}', id ? { params: { path: { id } } } : null);
  const update = useArmsMutation('patch', '/users/{id}', { invalidates: ['/users'] });
  const name = account ? accountName(account) : '';
  useScreenMeta(account ? { title: name } : {});

  if (!id || (error && !account)) {
    return (
      <>
        <PageHeader title={tArms('domain.route.armsStaffDetail')} />
        <EmptyState
          variant="error"
          title={!id || error?.status === 404 ? t('notFound') : error?.localizedMessage(lang)}
          action={
            id ? (
              <Button onClick={() => void reload()}>{t('tryAgain')}</Button>
            ) : (
              <Button onClick={() => navigate('/arms/staff-management')}>{t('backToList')}</Button>
            )
          }
        />
      </>
    );
  }
  if (isLoading || !account) {
    return (
      <>
        <PageHeader title={tArms('domain.route.armsStaffDetail')} />
        <p role="status">{t('loading')}</p>
      </>
    );
  }

  const isSelf = session.status === 'authenticated' && session.user.id === account.id;
  const setStatus = async (status: 0 | 1) => {
    try {
      await update.trigger({ params: { path: { id: account.id } }, body: { status } });
      toast.show({
        variant: 'success',
        message: status ? t('activatedToast', { name }) : t('suspendedToast', { name }),
      });
    } catch (caught) {
      toast.show({ variant: 'error', message: (caught as ApiError).localizedMessage(lang) });
    }
  };
  const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <PageHeader
        title={name}
        description={account.email}
        actions={
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              variant="secondary"
              leadingIcon={<Pencil aria-hidden size={16} />}
              onClick={() => navigate(`/arms/staff-management/${account.id}/edit`)}
            >
              {t('edit')}
            </Button>
            {!isSelf && (
              <Button
                variant={account.status === 1 ? 'danger' : 'primary'}
                onClick={() => setConfirming(account.status === 1 ? 0 : 1)}
                disabled={update.isMutating}
              >
                {account.status === 1 ? t('suspend') : t('activate')}
              </Button>
            )}
          </div>
        }
      />
      <h2 style={{ fontSize: '1.125rem' }}>{t('details')}</h2>
      <Facts>
        <dt>{t('status')}</dt>
        <dd>
          <Tag
            variant={account.status === 1 ? 'primary' : 'neutral'}
            label={account.status === 1 ? t('active') : t('suspended')}
          />
        </dd>
        <dt>{t('role')}</dt>
        <dd>{account.role.map((r) => tArms(`domain.role.${r}`)).join(', ')}</dd>
        <dt>{t('company')}</dt>
        <dd>{account.companyName ?? t('platform')}</dd>
        <dt>{t('email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('emailVerified')}</dt>
        <dd>{account.emailVerified ? t('yes') : t('no')}</dd>
        <dt>{t('lastLogin')}</dt>
        <dd>{account.lastLoginAt ? date.format(new Date(account.lastLoginAt)) : t('never')}</dd>
        <dt>{t('created')}</dt>
        <dd>{date.format(new Date(account.createdAt))}</dd>
        {account.companyId !== null && (
          <>
            <dt>{t('permissions')}</dt>
            <dd>
              {account.permissions.length
                ? account.permissions.map((p) => tArms(`domain.permission.${p}`)).join(', ')
                : t('none')}
            </dd>
          </>
        )}
      </Facts>
      {isSelf && <p style={{ color: 'var(--arms-color-textMuted)' }}>{t('yourself')}</p>}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 0 ? t('suspendTitle', { name }) : t('activateTitle', { name })}
        message={confirming === 0 ? t('suspendBody', { name }) : t('activateBody', { name })}
        confirmLabel={confirming === 0 ? t('suspend') : t('activate')}
        cancelLabel={t('cancel')}
        variant={confirming === 0 ? 'danger' : 'default'}
        onConfirm={() => setStatus(confirming ?? 1)}
      />
    </>
  );
}
