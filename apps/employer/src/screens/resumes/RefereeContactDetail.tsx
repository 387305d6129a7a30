import { useArmsMutation, useArmsQuery, type paths } from '@arms/api-client';
import { Avatar, Button, ConfirmDialog, PageHeader, useScreenMeta, useToast } from '@arms/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCanOpen } from './access';
import { DetailCard, DetailFallback, Facts, useRouteId, type LoadError } from './detail';
import { Actions, ButtonLink, Muted } from './layout';
import { useRefereeStrings } from './refereeStrings';

export type Referee = paths['/referrals/{id}']['get']['responses']['200']['content']['application/json'];

const Card = styled(DetailCard)`
  max-width: 720px;
`;
export const Title = styled.span`
  display: inline-flex;
  gap: var(--arms-space-3);
  align-items: center;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The signed link of a referee's photo when it has one (`GET referrals/{id}/avatar`). */
export function useRefereePhoto(referee: Pick<Referee, 'id' | 'hasAvatar'> | undefined): string | null {
  const signed = useArmsQuery(
    '/referrals/{id}/avatar',
    referee?.hasAvatar ? { params: { path: { id: referee.id } } } : null,
  );
  return referee?.hasAvatar ? (signed.data?.url ?? null) : null;
}

/** The not-found, error and loading states shared by the referee detail and edit screens. */
export function RefereeFallback({ error, valid, reload }: { error: LoadError; valid: boolean; reload: () => void }) {
  const { t } = useRefereeStrings();
  return (
    <DetailFallback
      valid={valid}
      error={error}
      reload={reload}
      listHref="/resumes/referee-contact"
      t={t}
      loadingLabel={t('loading')}
    />
  );
}

/**
 * `/resumes/referee-contact/{id}/detail` (spec sections 2 and 3): the referee's photo, designation,
 * company and contacts, the candidate they vouch for, edit and delete.
 */
export function RefereeContactDetail() {
  const id = useRouteId();
  const { t } = useRefereeStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const found = useArmsQuery('/referrals/{id}', id ? { params: { path: { id } } } : null);
  const referee = found.data;
  const photo = useRefereePhoto(referee);
  const remove = useArmsMutation('delete', '/referrals/{id}', { invalidates: ['/referrals', '/resumes'] });
  const [confirming, setConfirming] = useState(false);
  useScreenMeta(
    referee
      ? { title: referee.name, trail: [{ label: referee.name, href: `/resumes/referee-contact/${referee.id}/detail` }] }
      : {},
  );
  if (!referee) return <RefereeFallback error={found.error} valid={id !== null} reload={() => void found.reload()} />;

  const none = <Muted>{t('notGiven')}</Muted>;
  return (
    <>
      <PageHeader
        title={
          <Title>
            <Avatar
              name={referee.name}
              src={photo}
              alt={photo ? t('avatarOf', { name: referee.name }) : ''}
              size="lg"
            />
            <span>{referee.name}</span>
          </Title>
        }
        description={[referee.designation, referee.company].filter(Boolean).join(' · ') || undefined}
        actions={
          <Actions>
            {canOpen(`/resumes/referee-contact/${referee.id}/edit`) && (
              <ButtonLink to={`/resumes/referee-contact/${referee.id}/edit`}>
                <Pencil size={16} aria-hidden="true" />
                {t('edit')}
              </ButtonLink>
            )}
            <Button
              variant="danger"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </Button>
          </Actions>
        }
      />
      <Card aria-labelledby="referee-details">
        <h2 id="referee-details">{t('details')}</h2>
        <Facts>
          <dt>{t('designation')}</dt>
          <dd>{referee.designation ?? none}</dd>
          <dt>{t('company')}</dt>
          <dd>{referee.company ?? none}</dd>
          <dt>{t('email')}</dt>
          <dd>{referee.email ? <a href={`mailto:${referee.email}`}>{referee.email}</a> : none}</dd>
          <dt>{t('phone')}</dt>
          <dd>{referee.phone ? <a href={`tel:${referee.phone.replace(/\s+/g, '')}`}>{referee.phone}</a> : none}</dd>
          <dt>{t('candidate')}</dt>
          <dd>
            <Link to={`/resumes/${referee.resumeId}/detail`}>{referee.resumeName}</Link>
          </dd>
        </Facts>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        title={t('deleteTitle', { name: referee.name })}
        message={t('deleteBody', { candidate: referee.resumeName })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={async () => {
          try {
            await remove.trigger({ params: { path: { id: referee.id } } });
            toast.show({ variant: 'success', message: t('deleted') });
            navigate('/resumes/referee-contact', { replace: true });
          } catch (failure) {
            const message = (failure as { localizedMessage?: (l: 'en' | 'vn') => string }).localizedMessage?.(lang);
            toast.show({ variant: 'error', message: message ?? t('errorTitle') });
          }
        }}
      />
    </>
  );
}
