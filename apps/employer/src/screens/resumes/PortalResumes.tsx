import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { nominationStatuses, portalResumeStates, type NominationStatusId } from '@arms/domain';
import {
  Button,
  EmptyState,
  PageHeader,
  Select,
  Tag,
  useListState,
  useToast,
  type DataTableColumn,
  type ListState,
} from '@arms/ui';
import { Check, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, ButtonLink } from './layout';
import { answeredEmpty, listingPageSizes, candidateColumn, ListTable, nominationStatusColumn } from './lists';
import { fullName } from './names';
import { usePortalStrings } from './portalStrings';
import { useReviewAction } from './review';

export type PortalResume = components['schemas']['PortalResume'];
export type PortalState = PortalResume['portalState'];

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: var(--arms-space-3);
  align-items: end;
  max-width: 960px;
`;
export const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--arms-space-2);
  align-items: end;
`;

/** A portal resume's review state as a tag: the translated label, approved in the primary colour. */
export function StateTag({ state }: { state: PortalState }) {
  const { t } = useTranslation('employer');
  const item = portalResumeStates.byId(state);
  return <Tag label={item ? t(item.labelKey) : state} variant={state === 'approved' ? 'primary' : 'neutral'} />;
}

/** The filters of `/portal-resume` as the URL keeps them. */
function readFilters(url: ListState) {
  const job = Number(url.get('job')) || null;
  const statusParam = Number(url.get('status'));
  const status = nominationStatuses.byId(statusParam) ? statusParam : null;
  const stateParam = url.get('state');
  const state = stateParam && portalResumeStates.byId(stateParam) ? (stateParam as PortalState) : null;
  return { job, status, state };
}

/**
 * `/portal-resume` (spec section 2, every employer role but level 2; section 4 Pending/Approved and the
 * bulk status update): the applications received through the candidate portal with their job, status
 * and review state; filters and page in the URL; approve or mark pending several at once, or move them
 * to a status (each job's rows in one request; rows the transitions refuse stay and are counted).
 */
export function PortalResumes() {
  const { t } = usePortalStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  // Sorted by the application date, newest first unless the URL asks for oldest first (`sort=createdAt`).
  const url = useListState(params, setParams, { pageSizes: listingPageSizes, sortFields: ['createdAt'] });
  const { page, sort } = url;
  const { job, status, state } = readFilters(url);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const query = {
    $skip: page.skip,
    $limit: page.limit,
    $sort: sort?.direction === 1 ? { createdAt: 1 as const } : { createdAt: -1 as const },
    ...(job ? { jobId: job } : {}),
    ...(status ? { status } : {}),
    ...(state ? { portalState: state } : {}),
  };
  const list = useArmsQuery('/portal-resumes', { params: { query } });
  const jobs = useArmsQuery('/jobs', { params: { query: { $limit: 200 } } });
  const { busy, run } = useReviewAction(list.reload, t('errorTitle'));
  const filtered = job !== null || status !== null || state !== null;

  const setParam = (key: string, value: string | null) => {
    setSelected([]);
    url.update({ [key]: value });
  };
  const clearFilters = () => url.update({ job: null, status: null, state: null });

  const setState = (rows: PortalResume[], to: PortalState) =>
    run(async () => {
      const { data } = await api.PATCH('/portal-resumes/state', { body: { ids: rows.map((r) => r.id), state: to } });
      const count = data?.updated.length ?? rows.length;
      toast.show({
        variant: 'success',
        message: to === 'approved' ? t('approved', { count }) : t('pendingDone', { count }),
      });
      setSelected([]);
    });
  const moveTo = async (rows: PortalResume[]) => {
    if (!target) return;
    await run(async () => {
      const byJob = new Map<number, number[]>();
      for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row.id]);
      let moved = 0;
      let skipped = 0;
      for (const [jobId, ids] of byJob) {
        const { data } = await api.PATCH('/jobs/resume/update-status-portal', {
          body: { jobId, ids, status: target as NominationStatusId as never },
        });
        moved += data?.updated.length ?? 0;
        skipped += data?.skipped.length ?? 0;
      }
      toast.show({
        variant: skipped > 0 ? 'info' : 'success',
        message: [t('moved', { count: moved }), skipped > 0 ? t('skipped', { count: skipped }) : '']
          .filter(Boolean)
          .join(' '),
      });
      setSelected([]);
    });
  };

  const columns = useMemo<DataTableColumn<PortalResume>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      candidateColumn(t('candidate'), (row) => ({
        name: fullName(row.resume, i18n.language),
        href: `/portal-resume/details/${row.id}`,
        note: row.resume.email,
        wrapNote: true,
      })),
      {
        id: 'job',
        header: t('job'),
        label: t('job'),
        cell: (row) => <Link to={`/jobs/${row.job.id}/detail`}>{row.job.position}</Link>,
      },
      nominationStatusColumn(t('status')),
      { id: 'state', header: t('state'), label: t('state'), cell: (row) => <StateTag state={row.portalState} /> },
      {
        id: 'createdAt',
        header: t('applied'),
        label: t('applied'),
        sortable: true,
        cell: (row) => date.format(new Date(row.createdAt)),
      },
    ];
  }, [t, locale, i18n.language]);

  const statusOptions = nominationStatuses.items.map((s) => ({ value: s.id as number, label: td(s.labelKey) }));
  const header = <PageHeader title={t('listTitle')} description={t('listDescription')} />;

  if (answeredEmpty(list) && !filtered) {
    return (
      <>
        {header}
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
          action={<ButtonLink to="/jobs">{t('openJobs')}</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <div style={{ display: 'grid', gap: 'var(--arms-space-4)', minWidth: 0 }}>
        <Filters role="group" aria-label={t('caption')}>
          <Select<string>
            label={t('state')}
            placeholder={t('anyState')}
            options={portalResumeStates.items.map((s) => ({ value: s.id, label: td(s.labelKey) }))}
            value={state}
            onValueChange={(value) => setParam('state', value)}
          />
          <Select<number>
            label={t('job')}
            placeholder={t('anyJob')}
            options={(jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.position }))}
            value={job}
            onValueChange={(value) => setParam('job', value === null ? null : String(value))}
          />
          <Select<number>
            label={t('status')}
            placeholder={t('anyStatus')}
            options={statusOptions}
            value={status}
            onValueChange={(value) => setParam('status', value === null ? null : String(value))}
          />
        </Filters>
        {answeredEmpty(list) ? (
          <EmptyState
            variant="noResults"
            title={t('noResultsTitle')}
            description={t('noResultsBody')}
            action={<Button onClick={clearFilters}>{t('clearFilters')}</Button>}
          />
        ) : (
          <ListTable
            caption={t('caption')}
            columns={columns}
            list={list}
            url={url}
            sort={sort}
            // Newest first is the default, so only oldest first is kept.
            onSortChange={(next) => url.onSortChange(next?.direction === 1 ? next : null)}
            selectedRowIds={selected}
            onSelectedRowIdsChange={setSelected}
            bulkActions={(chosen) => (
              <Bulk>
                <Actions>
                  <Button
                    variant="primary"
                    leadingIcon={<Check size={16} aria-hidden="true" />}
                    disabled={busy}
                    onClick={() => void setState(chosen, 'approved')}
                  >
                    {t('approve', { count: chosen.length })}
                  </Button>
                  <Button
                    leadingIcon={<Undo2 size={16} aria-hidden="true" />}
                    disabled={busy}
                    onClick={() => void setState(chosen, 'pending')}
                  >
                    {t('markPending')}
                  </Button>
                </Actions>
                <Select<number>
                  label={t('moveTo')}
                  placeholder={t('chooseStatus')}
                  options={statusOptions}
                  value={target}
                  onValueChange={setTarget}
                />
                <Button disabled={!target || busy} loading={busy} onClick={() => void moveTo(chosen)}>
                  {t('apply')}
                </Button>
              </Bulk>
            )}
          />
        )}
      </div>
    </>
  );
}
