import { useArmsClient, useArmsQuery } from '@arms/api-client';
import { formatDate, formatExperience, nominationStatuses, type NominationStatusId } from '@arms/domain';
import { Avatar, Button, PageHeader, Select, StatusBadge, Tag, useScreenMeta, useToast } from '@arms/ui';
import { Check, FileText, History, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCanOpen } from './access';
import { DetailCard, DetailFallback, Facts, useRouteId } from './detail';
import { Actions, ButtonLink, Muted } from './layout';
import { fullName } from './names';
import { StateTag, type PortalState } from './PortalResumes';
import { usePortalStrings } from './portalStrings';
import { useReviewAction } from './review';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: var(--arms-space-5);
  align-items: start;
`;
const Card = styled(DetailCard)`
  display: grid;
  gap: var(--arms-space-3);
  h2 {
    margin: 0;
  }
`;
const Title = styled.span`
  display: inline-flex;
  gap: var(--arms-space-3);
  align-items: center;
  flex-wrap: wrap;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * `/portal-resume/details/{id}` (spec section 2; id is the application's job-resume id): the candidate
 * who applied through the portal, the job and the application's status and review state; approve or
 * mark pending, move the status along the transitions, open the full resume and the similar positions.
 */
export function PortalResumeDetail() {
  const id = useRouteId() ?? 0;
  const valid = id > 0;
  const { t } = usePortalStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const canOpen = useCanOpen();
  const found = useArmsQuery('/portal-resumes/{id}', valid ? { params: { path: { id } } } : null);
  const item = found.data;
  const [target, setTarget] = useState<number | null>(null);
  const name = item ? fullName(item.resume, i18n.language) : '';
  useScreenMeta(item ? { title: name } : {});

  const review = useReviewAction(found.reload, t('errorTitle'));
  const busy = review.busy;
  const run = (action: () => Promise<unknown>, done: string) =>
    review.run(async () => {
      await action();
      toast.show({ variant: 'success', message: done });
      setTarget(null);
    });
  const setState = (state: PortalState) =>
    run(
      () => api.PATCH('/portal-resumes/state', { body: { ids: [id], state } }),
      state === 'approved' ? t('approvedOne') : t('pendingOne'),
    );

  if (found.error || !item) {
    return (
      <DetailFallback
        valid={valid}
        error={found.error}
        reload={found.reload}
        listHref="/portal-resume"
        t={t}
        loadingLabel={t('loading')}
      />
    );
  }

  const applied = formatDate(item.createdAt, { lang, pattern: 'DD MMM YYYY' });
  const nextOptions = item.nextStatuses
    .map((s) => nominationStatuses.byId(s))
    .filter((s) => s !== undefined)
    .map((s) => ({ value: s.id as number, label: td(s.labelKey) }));

  return (
    <>
      <PageHeader
        title={
          <Title>
            <Avatar name={name} alt="" size="lg" />
            <span>{name}</span>
            <StateTag state={item.portalState} />
          </Title>
        }
        description={t('appliedTo', { position: item.job.position, date: applied })}
        actions={
          <Actions>
            {item.portalState === 'pending' ? (
              <Button
                variant="primary"
                leadingIcon={<Check size={16} aria-hidden="true" />}
                loading={busy}
                onClick={() => void setState('approved')}
              >
                {t('approveOne')}
              </Button>
            ) : (
              <Button
                leadingIcon={<Undo2 size={16} aria-hidden="true" />}
                loading={busy}
                onClick={() => void setState('pending')}
              >
                {t('markPending')}
              </Button>
            )}
            {canOpen(`/resumes/${item.resume.id}/detail`) && (
              <ButtonLink to={`/resumes/${item.resume.id}/detail`}>
                <FileText size={16} aria-hidden="true" />
                {t('openResume')}
              </ButtonLink>
            )}
          </Actions>
        }
      />
      <Columns>
        <Card aria-labelledby="portal-application">
          <h2 id="portal-application">{t('application')}</h2>
          <Facts $labelWidth={110}>
            <dt>{t('job')}</dt>
            <dd>
              <Link to={`/jobs/${item.job.id}/detail`}>{item.job.position}</Link>
            </dd>
            <dt>{t('applied')}</dt>
            <dd>{applied}</dd>
            <dt>{t('status')}</dt>
            <dd>
              <StatusBadge kind="nomination" status={item.status as NominationStatusId} />
            </dd>
            <dt>{t('state')}</dt>
            <dd>
              <StateTag state={item.portalState} />
            </dd>
          </Facts>
          {nextOptions.length === 0 ? (
            <Muted>{t('noNextStatus')}</Muted>
          ) : (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
              <Select<number>
                label={t('changeStatus')}
                placeholder={t('chooseStatus')}
                options={nextOptions}
                value={target}
                onValueChange={setTarget}
              />
              <Button
                disabled={!target || busy}
                onClick={() =>
                  target &&
                  void run(
                    () =>
                      api.PATCH('/job-resumes/{id}/status', {
                        params: { path: { id: item.id } },
                        body: { status: target as never },
                      }),
                    t('statusChanged'),
                  )
                }
              >
                {t('apply')}
              </Button>
            </div>
          )}
        </Card>
        <Card aria-labelledby="portal-profile">
          <h2 id="portal-profile">{t('profile')}</h2>
          <Facts $labelWidth={110}>
            <dt>{t('email')}</dt>
            <dd>{item.resume.email ?? <Muted>{t('none')}</Muted>}</dd>
            <dt>{t('experience')}</dt>
            <dd>{td(formatExperience(item.resume.experienceMonths).key)}</dd>
            <dt>{t('skills')}</dt>
            <dd>
              {item.resume.skills.length === 0 ? (
                <Muted>{t('none')}</Muted>
              ) : (
                <Actions as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {item.resume.skills.map((skill) => (
                    <li key={skill}>
                      <Tag label={skill} />
                    </li>
                  ))}
                </Actions>
              )}
            </dd>
          </Facts>
        </Card>
        <Card aria-labelledby="portal-similar">
          <h2 id="portal-similar">{t('similar')}</h2>
          <Actions>
            <ButtonLink to={`/related-position?job=${item.job.id}`} style={{ whiteSpace: 'normal' }}>
              <History size={16} aria-hidden="true" />
              {t('relatedLink')}
            </ButtonLink>
            <ButtonLink to={`/job-applicants-related-position?job=${item.job.id}`} style={{ whiteSpace: 'normal' }}>
              <Users size={16} aria-hidden="true" />
              {t('applicantsLink')}
            </ButtonLink>
          </Actions>
        </Card>
      </Columns>
    </>
  );
}
