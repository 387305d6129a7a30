import type { QueryResult } from '@arms/api-client';
import { canTransition, nominationStatuses } from '@arms/domain';
import { Button, EmptyState, KanbanBoard, Tag, type KanbanCard } from '@arms/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { daysSince, useLang, type Job, type Nomination } from './shared';
import { useJobDetailStrings } from './strings';
import { useNominationMove } from './useNominationMove';

type Card = KanbanCard & { nomination: Nomination };

const Wrap = styled.div`
  display: grid;
  gap: var(--arms-space-3);
  padding-block-start: var(--arms-space-3);
  --arms-kanban-max-height: calc(100vh - 260px);
  [role='alert'] {
    margin: 0;
  }
`;

const SkeletonBoard = styled.div`
  display: flex;
  gap: var(--arms-space-2);
  overflow: hidden;
  div {
    flex: none;
    width: 264px;
    height: 240px;
    border-radius: var(--arms-radius-md);
    background: var(--arms-color-surface-sunken);
  }
`;

/** The Pipeline tab: the job's nominations as a board with one column per status of @arms/domain, in order. */
export function PipelineBoard({
  job,
  nominations,
  onOpen,
  onNominate,
  onInvite,
}: {
  job: Job;
  nominations: QueryResult<Nomination[]>;
  onOpen: (nomination: Nomination) => void;
  onNominate: () => void;
  onInvite: () => void;
}) {
  const s = useJobDetailStrings().t;
  const { t, lang, date } = useLang();
  const { move, refuse, busy, element } = useNominationMove();

  const columns = useMemo(
    () => nominationStatuses.items.map((status) => ({ id: String(status.id), title: t(status.labelKey) })),
    [t],
  );
  const cards = useMemo<Card[]>(
    () =>
      (nominations.data ?? []).map((n) => {
        const name = `${n.resume.firstName} ${n.resume.lastName}`.trim();
        const days = daysSince(n.statusChangedAt);
        return {
          id: String(n.id),
          columnId: String(n.status),
          title: name,
          subtitle: n.resume.currentTitle ?? s('pipeline.nominatedOn', { date: date(n.createdAt) }),
          meta: days === 0 ? s('pipeline.daysToday') : s('pipeline.daysInStatus', { days }),
          badges: n.isPortal ? <Tag label={s('pipeline.portal')} /> : undefined,
          nomination: n,
        };
      }),
    [nominations.data, s, date],
  );

  if (nominations.error) {
    return (
      <Wrap>
        <EmptyState
          variant="error"
          title={nominations.error.localizedMessage(lang)}
          action={<Button onClick={() => void nominations.reload()}>{s('tryAgain')}</Button>}
        />
      </Wrap>
    );
  }
  if (!nominations.data) {
    return (
      <Wrap aria-busy="true">
        <SkeletonBoard>
          <div />
          <div />
          <div />
          <div />
        </SkeletonBoard>
      </Wrap>
    );
  }
  if (cards.length === 0) {
    return (
      <Wrap>
        <EmptyState
          title={s('pipeline.empty')}
          description={s('pipeline.emptyHint')}
          action={
            <>
              <Button variant="primary" onClick={onNominate}>
                {s('actions.nominate')}
              </Button>{' '}
              <Button onClick={onInvite}>{s('actions.invite')}</Button>
            </>
          }
        />
      </Wrap>
    );
  }
  return (
    <Wrap>
      <KanbanBoard<Card>
        label={s('pipeline.boardLabel', { position: job.position })}
        columns={columns}
        cards={cards}
        canDrop={(card, to) => canTransition(card.nomination.status, Number(to))}
        onMove={(card, to) => void move(card.nomination, Number(to))}
        onRefuse={(card, to) => refuse(card.nomination, Number(to))}
        onOpenCard={(card) => onOpen(card.nomination)}
        disabled={busy}
        headingLevel={2}
      />
      <p aria-live="polite" style={{ margin: 0, minHeight: '1lh', color: 'var(--arms-color-text-muted)' }}>
        {busy ? s('pipeline.moving') : ''}
      </p>
      {element}
    </Wrap>
  );
}
