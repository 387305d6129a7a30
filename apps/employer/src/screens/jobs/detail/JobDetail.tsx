import { useArmsQuery, useSession } from '@arms/api-client';
import { employerRoutes, hasRouteAccess, jobStatuses, publishStates, type JobStatusId } from '@arms/domain';
import { Button, EmptyState, PageHeader, Tabs, useScreenMeta } from '@arms/ui';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ChangeStatusDialog, InviteDialog } from './JobDialogs';
import { DocumentsTab, HistoryTab, OverviewTab } from './JobTabs';
import { NominateDialog } from './NominateDialog';
import { NominationDrawer } from './NominationDrawer';
import { NominationsTable } from './NominationsTable';
import { PipelineBoard } from './PipelineBoard';
import { useLang, type Job } from './shared';
import { useJobDetailStrings } from './strings';

const tabIds = ['overview', 'pipeline', 'nominations', 'documents', 'history'] as const;
type TabId = (typeof tabIds)[number];

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2) var(--arms-space-5);
  margin: calc(-1 * var(--arms-space-2)) 0 var(--arms-space-4);
  font-size: var(--arms-font-size-sm);
  div {
    display: flex;
    gap: var(--arms-space-1);
    align-items: center;
  }
  dt {
    color: var(--arms-color-text-muted);
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  [data-part='dot'] {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
  }
`;

/** The tab row scrolls sideways on a phone instead of widening the page. */
const TabRow = styled.div`
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const Content = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const Skeleton = styled.div`
  display: grid;
  gap: var(--arms-space-3);
  div {
    height: 20px;
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface-sunken);
  }
  div:first-child {
    width: 40%;
    height: 32px;
  }
`;

const editRoute = employerRoutes.find((r) => r.id === 'jobEdit')!;

/** `/jobs/{id}/detail`: a job's header and actions, then its overview, pipeline, nominations, documents and history. */
export function JobDetail() {
  const { id = '' } = useParams();
  const jobId = Number(id);
  const s = useJobDetailStrings().t;
  const { t, lang } = useLang();
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: TabId = tabIds.includes(params.get('tab') as TabId) ? (params.get('tab') as TabId) : 'pipeline';
  const openId = Number(params.get('nomination')) || null;
  const [dialog, setDialog] = useState<'status' | 'invite' | 'nominate' | null>(null);

  const valid = Number.isInteger(jobId) && jobId > 0;
  const job = useArmsQuery('/jobs/{id}', valid ? { params: { path: { id: jobId } } } : null);
  const nominations = useArmsQuery('/jobs/{id}/resumes', valid ? { params: { path: { id: jobId } } } : null);
  const departmentId = job.data?.departmentId ?? null;
  const department = useArmsQuery(
    '/departments/{id}',
    departmentId ? { params: { path: { id: departmentId } } } : null,
  );

  useScreenMeta({ title: job.data?.position });

  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  if (!valid || job.error) {
    return (
      <>
        <PageHeader title={s('loadFailed')} />
        <EmptyState
          variant="error"
          title={job.error?.localizedMessage(lang) ?? s('loadFailed')}
          action={
            valid ? (
              <Button onClick={() => void job.reload()}>{s('tryAgain')}</Button>
            ) : (
              <Button onClick={() => navigate('/jobs')}>{s('backToJobs')}</Button>
            )
          }
        />
      </>
    );
  }
  if (!job.data) {
    return (
      <Skeleton role="status" aria-busy="true" aria-label={s('loading')}>
        <div />
        <div />
        <div />
      </Skeleton>
    );
  }

  const data: Job = job.data;
  const user = session.status === 'authenticated' ? session.user : null;
  const canEdit = user ? hasRouteAccess(user, editRoute) === 'allow' : false;
  const status = jobStatuses.byId(data.jobStatusId as JobStatusId);
  const publish = publishStates.byId(data.publishState as never);
  const rows = nominations.data ?? [];

  return (
    <Content>
      <PageHeader
        title={data.position}
        actions={
          <>
            {canEdit && <Button onClick={() => navigate(`/jobs/${jobId}/edit`)}>{s('actions.edit')}</Button>}
            {canEdit && <Button onClick={() => setDialog('status')}>{s('actions.changeStatus')}</Button>}
            <Button onClick={() => setDialog('invite')}>{s('actions.invite')}</Button>
            <Button variant="primary" onClick={() => setDialog('nominate')}>
              {s('actions.nominate')}
            </Button>
          </>
        }
      />
      <Facts>
        <div>
          <dt>{s('facts.status')}</dt>
          <dd>
            <span data-part="dot" aria-hidden="true" style={{ background: data.jobStatus.colour }} />{' '}
            {status ? t(status.labelKey) : data.jobStatus.name}
          </dd>
        </div>
        <div>
          <dt>{s('facts.publishState')}</dt>
          <dd>{publish ? t(publish.labelKey) : data.publishState}</dd>
        </div>
        <div>
          <dt>{s('facts.hiringEntity')}</dt>
          <dd>{departmentId ? (department.data?.name ?? '…') : s('facts.noHiringEntity')}</dd>
        </div>
        <div>
          <dt>{s('facts.vacancies')}</dt>
          <dd>{data.vacancies}</dd>
        </div>
        <div>
          <dt>{s('facts.nominations')}</dt>
          <dd>{nominations.data ? rows.length : '…'}</dd>
        </div>
      </Facts>
      <Tabs value={tab} onValueChange={(value) => setQuery({ tab: value })}>
        <TabRow>
          <Tabs.List aria-label={s('tabs.label')}>
            {tabIds.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {s(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </TabRow>
        <Tabs.Panel value="overview">
          <OverviewTab job={data} />
        </Tabs.Panel>
        <Tabs.Panel value="pipeline">
          <PipelineBoard
            job={data}
            nominations={nominations}
            onOpen={(n) => setQuery({ nomination: String(n.id) })}
            onNominate={() => setDialog('nominate')}
            onInvite={() => setDialog('invite')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="nominations">
          <NominationsTable
            job={data}
            nominations={nominations}
            onOpen={(n) => setQuery({ nomination: String(n.id) })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab job={data} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab job={data} />
        </Tabs.Panel>
      </Tabs>
      {openId && (
        <NominationDrawer jobId={jobId} nominationId={openId} onClose={() => setQuery({ nomination: null })} />
      )}
      <ChangeStatusDialog job={data} open={dialog === 'status'} onOpenChange={(o) => setDialog(o ? 'status' : null)} />
      <InviteDialog job={data} open={dialog === 'invite'} onOpenChange={(o) => setDialog(o ? 'invite' : null)} />
      <NominateDialog
        job={data}
        nominated={rows.map((n) => n.resumeId)}
        open={dialog === 'nominate'}
        onOpenChange={(o) => setDialog(o ? 'nominate' : null)}
        onNominated={() => void nominations.reload()}
      />
    </Content>
  );
}
