import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { useUiTranslation } from '../i18n';
import { Popover } from '../Popover';
import { Board, Card, CardList, Column, ColumnHeader, IconButton, MoveMenu } from './KanbanBoard.styles';
import { kanbanBoardStrings } from './KanbanBoard.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { KanbanBoard: kanbanBoardStrings };

/** One column of the board (a status). */
export interface KanbanColumn {
  /** Unique among the columns; cards name it in `columnId`. */
  id: string;
  /** The heading of the column. */
  title: string;
}

/** One card of the board (a nomination). */
export interface KanbanCard {
  /** Unique among the cards. */
  id: string;
  /** The column it is in. */
  columnId: string;
  /** The main line (a candidate's name); it names the card, its drag handle and its menu. */
  title: string;
  /**
   * The second line (a current job title).
   * @default undefined
   */
  subtitle?: string;
  /**
   * A short muted fact (days in this status).
   * @default undefined
   */
  meta?: string;
  /**
   * Small marks at the bottom (flags, a portal badge).
   * @default undefined
   */
  badges?: ReactNode;
  /**
   * The name the avatar's initials come from.
   * @default title
   */
  avatarName?: string;
}

export interface KanbanBoardProps<C extends KanbanCard = KanbanCard> {
  /** The board's accessible name ("Pipeline of Senior Civil Engineer"). */
  label: string;
  /** The columns, in order. */
  columns: readonly KanbanColumn[];
  /** The cards; each shows in the column its `columnId` names. */
  cards: readonly C[];
  /**
   * Whether a card may move to a column; only those columns accept a drop and are offered in "Move to…".
   * @default every other column
   */
  canDrop?: (card: C, toColumnId: string) => boolean;
  /** Called when a card is dropped on, or moved by its menu to, a column `canDrop` allows. */
  onMove: (card: C, toColumnId: string) => void;
  /**
   * Called when a card is dropped on a column `canDrop` refuses (say why; nothing moves).
   * @default undefined
   */
  onRefuse?: (card: C, toColumnId: string) => void;
  /**
   * Called when a card's title is pressed (to show its detail); without it the title is plain text.
   * @default undefined
   */
  onOpenCard?: (card: C) => void;
  /**
   * Shows columns without cards as a thin strip (they widen while a card that may go there is dragged).
   * @default true
   */
  collapseEmpty?: boolean;
  /**
   * The level of the column headings, to follow the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Turns dragging and moving off (while a move is being saved, or for read-only users).
   * @default false
   */
  disabled?: boolean;
}

function GripIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5.5" cy="3.5" r="1.3" />
      <circle cx="10.5" cy="3.5" r="1.3" />
      <circle cx="5.5" cy="8" r="1.3" />
      <circle cx="10.5" cy="8" r="1.3" />
      <circle cx="5.5" cy="12.5" r="1.3" />
      <circle cx="10.5" cy="12.5" r="1.3" />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

const columnKey = (id: string) => `column:${id}`;
const columnOf = (key: UniqueIdentifier | null | undefined) =>
  typeof key === 'string' && key.startsWith('column:') ? key.slice('column:'.length) : null;

/**
 * A board of cards in columns (a pipeline by status): drag a card by its handle with the mouse, touch or
 * keyboard (Space, then the arrow keys jump between the columns it may go to), or choose "Move to…" from
 * its menu. Only the moves `canDrop` allows are offered; the board never moves a card itself, it asks
 * `onMove` (the caller saves and passes the new `cards`).
 */
export function KanbanBoard<C extends KanbanCard>({
  label,
  columns,
  cards,
  canDrop = (card, to) => card.columnId !== to,
  onMove,
  onRefuse,
  onOpenCard,
  collapseEmpty = true,
  headingLevel = 3,
  disabled = false,
}: KanbanBoardProps<C>) {
  const { t } = useUiTranslation(uiStrings);
  const [active, setActive] = useState<C | null>(null);
  const [overColumn, setOverColumn] = useState<string | null>(null);
  // A keyboard drag listens for the arrows only from the next task on (dnd-kit attaches its keydown listener in
  // a timeout), so the targets are marked once keys can reach them: a key pressed on the first mark moves.
  const [ready, setReady] = useState(false);
  // The keyboard picks its target column by column order, not geometry: the board scrolls, strips are thin.
  const keyboardTarget = useRef<string | null>(null);

  const byColumn = useMemo(() => {
    const map = new Map<string, C[]>(columns.map((column) => [column.id, []]));
    for (const card of cards) map.get(card.columnId)?.push(card);
    return map;
  }, [columns, cards]);
  const titleOf = (columnId: string | null) => columns.find((c) => c.id === columnId)?.title ?? '';
  const accepts = (card: C, columnId: string) => columnId === card.columnId || canDrop(card, columnId);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const card = cards.find((c) => c.id === context.active?.id);
    if (!card) return undefined;
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
    if (step === 0) return undefined;
    event.preventDefault();
    const allowed = columns.filter((column) => accepts(card, column.id)).map((column) => column.id);
    const from = allowed.indexOf(keyboardTarget.current ?? card.columnId);
    const next = allowed[Math.min(allowed.length - 1, Math.max(0, from + step))];
    if (!next) return undefined;
    keyboardTarget.current = next;
    setOverColumn(next);
    const rect = context.droppableRects.get(columnKey(next));
    document.getElementById(columnDomId(next))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return rect ? { x: rect.left + 8, y: rect.top + 40 } : currentCoordinates;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    if (keyboardTarget.current) return [{ id: columnKey(keyboardTarget.current) }];
    const x = args.pointerCoordinates?.x ?? args.collisionRect.left + args.collisionRect.width / 2;
    const hit = args.droppableContainers.find((container) => {
      const rect = args.droppableRects.get(container.id);
      return rect && x >= rect.left && x <= rect.right;
    });
    return hit ? [{ id: hit.id }] : args.pointerCoordinates ? [] : closestCenter(args);
  };

  const cardTitle = (id: UniqueIdentifier) => cards.find((c) => c.id === id)?.title ?? '';
  const origin = (id: UniqueIdentifier) => titleOf(cards.find((c) => c.id === id)?.columnId ?? null);
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('KanbanBoard.pickedUp', { title: cardTitle(a.id), column: origin(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over
        ? t('KanbanBoard.over', { title: cardTitle(a.id), column: titleOf(columnOf(over.id)) })
        : t('KanbanBoard.overNothing', { title: cardTitle(a.id) }),
    onDragEnd: ({ active: a, over }) =>
      over
        ? t('KanbanBoard.dropped', { title: cardTitle(a.id), column: titleOf(columnOf(over.id)) })
        : t('KanbanBoard.cancelled', { title: cardTitle(a.id), column: origin(a.id) }),
    onDragCancel: ({ active: a }) => t('KanbanBoard.cancelled', { title: cardTitle(a.id), column: origin(a.id) }),
  };

  const reset = () => {
    setActive(null);
    setOverColumn(null);
    setReady(false);
    keyboardTarget.current = null;
  };
  const onDragStart = ({ active: a, activatorEvent }: DragStartEvent) => {
    const card = cards.find((c) => c.id === a.id) ?? null;
    const byKeyboard = activatorEvent instanceof KeyboardEvent && card !== null;
    setActive(card);
    keyboardTarget.current = byKeyboard ? card.columnId : null;
    if (byKeyboard) setTimeout(() => setTimeout(() => setReady(true)));
    else setReady(true);
  };
  const onDragEnd = ({ over }: DragEndEvent) => {
    const card = active;
    // By keyboard the target is the column the arrows chose, even when Space comes before the board has
    // re-measured (dnd-kit's `over` would still name the previous column).
    const to = keyboardTarget.current ?? columnOf(over?.id);
    reset();
    if (!card || !to || to === card.columnId) return;
    if (canDrop(card, to)) onMove(card, to);
    else onRefuse?.(card, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragOver={({ over }) => {
        if (!keyboardTarget.current) setOverColumn(columnOf(over?.id));
      }}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('KanbanBoard.instructions') } }}
    >
      <Board role="group" aria-label={label} data-state={active ? 'dragging' : 'idle'}>
        {columns.map((column) => {
          const columnCards = byColumn.get(column.id) ?? [];
          const drop =
            !active || !ready
              ? 'idle'
              : overColumn === column.id && column.id !== active.columnId
                ? canDrop(active, column.id)
                  ? 'over'
                  : 'refused-over'
                : column.id === active.columnId
                  ? 'idle'
                  : canDrop(active, column.id)
                    ? 'allowed'
                    : 'refused';
          const collapsed =
            collapseEmpty && columnCards.length === 0 && !(active && (drop === 'allowed' || drop === 'over'));
          return (
            <BoardColumn
              key={column.id}
              column={column}
              count={columnCards.length}
              collapsed={collapsed}
              drop={drop}
              headingLevel={headingLevel}
              droppable={!disabled && (!active || Boolean(onRefuse) || accepts(active, column.id))}
            >
              {columnCards.map((card) => (
                <BoardCard
                  key={card.id}
                  card={card}
                  dragging={active?.id === card.id}
                  disabled={disabled}
                  targets={columns.filter((c) => c.id !== card.columnId && canDrop(card, c.id))}
                  from={column.title}
                  onMove={(to) => onMove(card, to)}
                  onOpen={onOpenCard ? () => onOpenCard(card) : undefined}
                />
              ))}
            </BoardColumn>
          );
        })}
      </Board>
      <DragOverlay dropAnimation={null}>{active ? <CardBody card={active} state="overlay" /> : null}</DragOverlay>
    </DndContext>
  );
}

const columnDomId = (id: string) => `kanban-column-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

function BoardColumn({
  column,
  count,
  collapsed,
  drop,
  droppable,
  headingLevel,
  children,
}: {
  headingLevel: 2 | 3 | 4;
  column: KanbanColumn;
  count: number;
  collapsed: boolean;
  drop: string;
  droppable: boolean;
  children: ReactNode;
}) {
  const { t } = useUiTranslation(uiStrings);
  const { setNodeRef } = useDroppable({ id: columnKey(column.id), disabled: !droppable });
  const headingId = `${columnDomId(column.id)}-heading`;
  return (
    <Column
      ref={setNodeRef}
      id={columnDomId(column.id)}
      aria-labelledby={headingId}
      data-collapsed={collapsed}
      data-drop={drop}
      data-column={column.id}
    >
      <ColumnHeader as={`h${headingLevel}`} id={headingId} title={collapsed ? column.title : undefined}>
        <span data-part="title">
          <span aria-hidden="true">{column.title}</span>
          <span style={visuallyHidden}>{t('KanbanBoard.columnLabel', { column: column.title, count })}</span>
        </span>
        <span data-part="count" aria-hidden="true">
          {count}
        </span>
      </ColumnHeader>
      {!collapsed && (
        <CardList>
          {count === 0 ? (
            <li data-part="empty">
              {drop === 'allowed' || drop === 'over' ? t('KanbanBoard.dropHere') : t('KanbanBoard.emptyColumn')}
            </li>
          ) : (
            children
          )}
        </CardList>
      )}
    </Column>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function CardBody({
  card,
  state,
  onOpen,
  actions,
}: {
  card: KanbanCard;
  state: 'idle' | 'dragging' | 'overlay';
  onOpen?: () => void;
  actions?: ReactNode;
}) {
  return (
    <Card data-state={state} aria-label={state === 'overlay' ? undefined : card.title}>
      <div data-part="head">
        <Avatar name={card.avatarName ?? card.title} alt="" size="sm" />
        {onOpen ? (
          <button type="button" data-part="title" onClick={onOpen}>
            {card.title}
          </button>
        ) : (
          <span data-part="title">{card.title}</span>
        )}
      </div>
      {card.subtitle && <p data-part="subtitle">{card.subtitle}</p>}
      <div data-part="foot">
        {card.meta && <p data-part="meta">{card.meta}</p>}
        {card.badges && <span data-part="badges">{card.badges}</span>}
        {actions && <span data-part="actions">{actions}</span>}
      </div>
    </Card>
  );
}

function BoardCard({
  card,
  dragging,
  disabled,
  targets,
  from,
  onMove,
  onOpen,
}: {
  card: KanbanCard;
  dragging: boolean;
  disabled: boolean;
  targets: readonly KanbanColumn[];
  from: string;
  onMove: (to: string) => void;
  onOpen?: () => void;
}) {
  const { t } = useUiTranslation(uiStrings);
  const [menuOpen, setMenuOpen] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: card.id,
    disabled: disabled || targets.length === 0,
    attributes: { roleDescription: t('KanbanBoard.draggable') },
  });
  return (
    <li ref={setNodeRef} data-card={card.id}>
      <CardBody
        card={card}
        state={dragging ? 'dragging' : 'idle'}
        onOpen={onOpen}
        actions={
          <>
            <Popover
              open={menuOpen}
              onOpenChange={setMenuOpen}
              placement="bottom-end"
              title={t('KanbanBoard.moveCardTo', { title: card.title })}
              trigger={
                <IconButton
                  type="button"
                  data-part="menu"
                  aria-label={t('KanbanBoard.moveCardTo', { title: card.title })}
                  disabled={disabled}
                >
                  <MoreIcon />
                </IconButton>
              }
            >
              {targets.length === 0 ? (
                <MoveMenu as="div">
                  <p>{t('KanbanBoard.noMoves', { column: from })}</p>
                </MoveMenu>
              ) : (
                <MoveMenu>
                  {targets.map((target) => (
                    <li key={target.id}>
                      <button
                        type="button"
                        onClick={() => {
                          setMenuOpen(false);
                          onMove(target.id);
                        }}
                      >
                        {target.title}
                      </button>
                    </li>
                  ))}
                </MoveMenu>
              )}
            </Popover>
            <IconButton
              ref={setActivatorNodeRef}
              type="button"
              data-part="handle"
              aria-label={t('KanbanBoard.dragHandle', { title: card.title })}
              {...attributes}
              {...listeners}
            >
              <GripIcon />
            </IconButton>
          </>
        }
      />
    </li>
  );
}
