import { ApiError, useArmsMutation, useSession, type components } from '@arms/api-client';
import { formatDate } from '@arms/domain';
import { Button, ConfirmDialog, DateField, useToast } from '@arms/ui';
import { RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailCard as Card, Facts } from './detail';
import { Muted } from './layout';
import { useResumesStrings } from './strings';

type Resume = components['schemas']['Resume'];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-3);
  align-items: end;
  margin-top: var(--arms-space-3);
  > div:first-child {
    flex: 1 1 200px;
    min-width: 0;
    max-width: 260px;
  }
`;

/** Today as YYYY-MM-DD in the browser's time zone (the date field's value and its upper bound). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The candidate's acceptance of the company's terms (data protection policy; docs/decisions/0189): when it
 * was given, recorded by the recruiter who received it (today or an earlier day); an account administrator
 * resets it when the terms change, as `PATCH resumes/reset-term` does for many resumes.
 */
export function TermsAcceptance({ resume }: { resume: Resume }) {
  const { t } = useResumesStrings();
  const { i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const session = useSession();
  const isAccountAdmin = session.status === 'authenticated' && session.user.role.includes('account_admin');
  const accept = useArmsMutation('post', '/resumes/{id}/accept-term', { invalidates: ['/resumes'] });
  const reset = useArmsMutation('patch', '/resumes/reset-term', { invalidates: ['/resumes'] });
  const [day, setDay] = useState(today());
  const [confirming, setConfirming] = useState(false);

  const failed = (failure: unknown) =>
    toast.show({
      variant: 'error',
      message: failure instanceof ApiError ? failure.localizedMessage(lang) : t('termsFailed'),
    });

  const record = async () => {
    // Today's acceptance is stamped by the server now; an earlier day at its start in the browser's zone.
    const acceptedAt = day && day !== today() ? new Date(`${day}T00:00:00`).toISOString() : undefined;
    try {
      await accept.trigger({ params: { path: { id: resume.id } }, body: acceptedAt ? { acceptedAt } : {} });
      toast.show({ variant: 'success', message: t('termsRecorded') });
    } catch (failure) {
      failed(failure);
    }
  };

  const accepted = resume.termAcceptedAt;
  return (
    <Card aria-labelledby="resume-terms">
      <h2 id="resume-terms">{t('terms')}</h2>
      <Facts>
        <dt>{t('termsAcceptedOn')}</dt>
        <dd>
          {accepted ? (
            formatDate(accepted, { lang, pattern: 'DD MMM YYYY HH:mm' })
          ) : (
            <Muted>{t('termsNotAccepted')}</Muted>
          )}
        </dd>
      </Facts>
      <Row>
        <DateField label={t('termsAcceptedDay')} value={day} max={today()} onValueChange={setDay} />
        <Button
          leadingIcon={<ShieldCheck size={16} aria-hidden="true" />}
          loading={accept.isMutating}
          onClick={() => void record()}
        >
          {t('termsRecord')}
        </Button>
        {accepted && isAccountAdmin && (
          <Button
            variant="ghost"
            leadingIcon={<RotateCcw size={16} aria-hidden="true" />}
            loading={reset.isMutating}
            onClick={() => setConfirming(true)}
          >
            {t('termsReset')}
          </Button>
        )}
      </Row>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('termsResetTitle')}
        message={t('termsResetBody')}
        confirmLabel={t('termsReset')}
        cancelLabel={t('termsKeep')}
        variant="danger"
        onConfirm={async () => {
          try {
            await reset.trigger({ body: { resumeIds: [resume.id] } });
            toast.show({ variant: 'success', message: t('termsResetDone') });
          } catch (failure) {
            failed(failure);
          }
        }}
      />
    </Card>
  );
}
