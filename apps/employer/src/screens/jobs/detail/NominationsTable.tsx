import { ApiError, useArmsClient, type QueryResult } from '@arms/api-client';
import { canTransition, nominationStatuses } from '@arms/domain';
import { Button, DataTable, Select, useToast, type DataTableColumn } from '@arms/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, useLang, type Job, type Nomination } from './shared';
import { useJobDetailStrings } from './strings';

const interview = nominationStatuses.idOf.interview;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--arms-space-2);
  > :first-child {
    min-width: 220px;
  }
`;

const Refusal = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--arms-color-danger);
`;

const Link = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: var(--arms-color-primary);
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The Nominations tab: the job's nominations as a table in status order, with a bulk move of the selected
 * rows, all or nothing: a move @arms/domain's transitions refuse is named before anything is sent, and the
 * API refuses the whole batch the same way. Interviews are scheduled one by one (each needs an invitation).
 */
export function NominationsTable({
  job,
  nominations,
  onOpen,
}: {
  job: Job;
  nominations: QueryResult<Nomination[]>;
  onOpen: (nomination: Nomination) => void;
}) {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel, date } = useLang();
  const toast = useToast();
  const { api } = useArmsClient();
  const [page, setPage] = useState({ skip: 0, limit: 50 });
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const rows = useMemo(
    () =>
      [...(nominations.data ?? [])].sort(
        (a, b) => nominationStatuses.compare(a.status, b.status) || b.createdAt.localeCompare(a.createdAt),
      ),
    [nominations.data],
  );

  const columns = useMemo<DataTableColumn<Nomination>[]>(
    () => [
      {
        id: 'candidate',
        header: s('table.candidate'),
        hideable: false,
        cell: (n) => (
          <Link type="button" onClick={() => onOpen(n)}>
            {`${n.resume.firstName} ${n.resume.lastName}`}
          </Link>
        ),
      },
      { id: 'status', header: s('table.status'), cell: (n) => statusLabel(n.status) },
      {
        id: 'source',
        header: s('table.source'),
        cell: (n) => (n.isPortal ? s('table.sourcePortal') : s('table.sourceNominated')),
      },
      { id: 'nominated', header: s('table.nominated'), cell: (n) => date(n.createdAt) },
      { id: 'updated', header: s('table.updated'), cell: (n) => date(n.updatedAt) },
    ],
    [s, statusLabel, date, onOpen],
  );

  const statusOptions = nominationStatuses.items.map((status) => ({
    value: status.id as number,
    label: t(status.labelKey),
  }));

  const names = (list: Nomination[]) => list.map((n) => `${n.resume.firstName} ${n.resume.lastName}`.trim()).join(', ');
  /** Why the chosen rows cannot move to the target, before anything is sent (the API checks the same). */
  const refusal = (chosen: Nomination[]): string | null => {
    if (!target) return null;
    if (target === interview) return s('table.bulkInterview');
    const illegal = chosen.filter((n) => !canTransition(n.status, target));
    return illegal.length > 0 ? s('table.bulkRefused', { names: names(illegal), status: statusLabel(target) }) : null;
  };

  /** All or nothing: one request, one transaction (PATCH /jobs/resume/bulk-status, decision 0127). */
  const moveSelected = async (chosen: Nomination[]) => {
    if (!target || refusal(chosen)) return;
    const to = target;
    setMoving(true);
    try {
      const { data, error } = await api.PATCH('/jobs/resume/bulk-status', {
        body: { jobId: job.id, ids: chosen.map((n) => n.id), status: to as never },
      });
      if (error) throw error;
      toast.success(s('table.bulkDoneAll', { moved: data.length, status: statusLabel(to) }));
      setSelected([]);
    } catch (error) {
      const offending =
        error instanceof ApiError
          ? chosen.filter((n) => error.details.some((d) => d.params && Number(d.params.id) === n.id))
          : [];
      toast.error(
        offending.length > 0
          ? s('table.bulkRefused', { names: names(offending), status: statusLabel(to) })
          : errorMessage(error, lang, t, statusLabel),
      );
    } finally {
      setMoving(false);
      await nominations.reload();
    }
  };

  return (
    <div style={{ paddingBlockStart: 'var(--arms-space-3)' }}>
      <DataTable
        caption={s('table.caption', { position: job.position })}
        columns={columns}
        rows={rows.slice(page.skip, page.skip + page.limit)}
        getRowId={(n) => String(n.id)}
        total={rows.length}
        page={page}
        onPageChange={setPage}
        status={nominations.error ? 'error' : nominations.data ? 'ready' : 'loading'}
        onRetry={() => void nominations.reload()}
        emptyMessage={s('pipeline.empty')}
        selectable
        selectedRowIds={selected}
        onSelectedRowIdsChange={setSelected}
        bulkActions={(chosen) => {
          const refused = refusal(chosen);
          return (
            <Bulk>
              <Select
                label={s('table.bulkLabel')}
                placeholder={s('table.bulkChoose')}
                options={statusOptions}
                value={target}
                onValueChange={setTarget}
              />
              <Button
                variant="primary"
                disabled={!target || moving || refused !== null}
                loading={moving}
                onClick={() => void moveSelected(chosen)}
              >
                {s('table.bulkMove', { count: chosen.length })}
              </Button>
              {refused && <Refusal role="alert">{refused}</Refusal>}
            </Bulk>
          );
        }}
      />
    </div>
  );
}
