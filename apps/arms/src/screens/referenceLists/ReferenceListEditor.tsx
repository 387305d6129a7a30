import { useArmsClient, useArmsQuery } from '@arms/api-client';
import { nameKey } from '@arms/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  Select,
  Tag,
  useToast,
  type DataTableColumn,
} from '@arms/ui';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, messageOf } from '../../shell/content';
import { ListFilters } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { ItemForm } from './ItemForm';
import { listConfigs, type ListConfig, type ListItem, type ListRouteId } from './lists';
import { useListStrings } from './strings';

const pageSizes = [25, 50, 100] as const;

/** The ids in their order after moving one item a step up (-1) or down (+1). */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = next[to]!;
  next[to] = id;
  return next;
}

/**
 * One generic editor for every master data list of the admin menu (spec sections 2, 3, 7 and 9): the whole
 * list in the server's order (status descending then name, ordered lists by their order first), search,
 * status filter and page in the URL; add and rename in a dialog, suspend and activate one item or the
 * selected ones at once (one bulk call, one transaction), move an item up or down by buttons (ordered
 * lists), delete where the list allows it (keywords).
 */
export function ReferenceListEditor({ config }: { config: ListConfig }) {
  const { t } = useListStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const listName = tArms(`domain.route.${config.routeId}`);
  // The list is filtered here, not by the server: the search follows the typing at once.
  const url = useListUrl({ pageSizes, defaultLimit: 50, searchDelay: 0 });
  const { q, skip, limit } = url;
  const statusParam = url.oneOf('status', ['1', '0']);
  const status = statusParam !== null ? Number(statusParam) : null;

  // The whole list, every status (the platform administrator sees suspended items too), in the server's order.
  const path = config.path as '/currencies';
  const list = useArmsQuery(path, { params: { query: { $limit: -1 } } });
  const all = useMemo(() => (list.data?.data ?? []) as ListItem[], [list.data]);
  // An order the user just chose, shown until the list comes back from the server with it.
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);
  const ordered = useMemo(() => {
    if (!pendingOrder) return all;
    const byId = new Map(all.map((i) => [i.id, i]));
    return pendingOrder.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }, [all, pendingOrder]);
  const rows = useMemo(() => {
    const key = nameKey(q);
    return ordered.filter((i) => (status === null || i.status === status) && (!key || nameKey(i.name).includes(key)));
  }, [ordered, q, status]);
  const page = rows.slice(skip, skip + limit);
  const canReorder = config.ordered && q === '' && status === null;

  const [editing, setEditing] = useState<{ item: ListItem | null } | null>(null);
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const focusAfterMove = useRef<string | null>(null);

  const moving = useRef(false);
  useEffect(() => {
    // Keep the keyboard on the button just used while a move re-renders the rows (the order shown at once,
    // then the list read back); at the top or the bottom that button is disabled and the other direction
    // takes the focus.
    if (!focusAfterMove.current) return;
    const [direction, id] = focusAfterMove.current.split('-');
    const other = direction === 'up' ? 'down' : 'up';
    const button = [`${direction}-${id}`, `${other}-${id}`]
      .map((key) => document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`))
      .find((found) => found && !found.disabled);
    if (button && document.activeElement !== button) button.focus();
    if (!moving.current) focusAfterMove.current = null;
  });

  const bulk = async (items: Array<{ id: number; status?: 0 | 1; order?: number }>) => {
    await api.PATCH(path, { body: { items } as never });
    await list.reload();
  };

  const setStatus = async (item: ListItem, next: 0 | 1) => {
    try {
      await api.PATCH(`${path}/{id}`, { params: { path: { id: item.id } }, body: { status: next } });
      await list.reload();
      toast.success(t(next === 1 ? 'activatedOne' : 'suspendedOne', { name: item.name }));
    } catch (failure) {
      toast.error(messageOf(failure, lang));
    }
  };

  const setStatusOf = async (items: ListItem[], next: 0 | 1) => {
    setBusy(true);
    try {
      await bulk(items.map((i) => ({ id: i.id, status: next })));
      setSelected([]);
      toast.success(t(next === 1 ? 'bulkActivated' : 'bulkSuspended', { count: items.length }));
    } catch (failure) {
      toast.error(messageOf(failure, lang));
    } finally {
      setBusy(false);
    }
  };

  const move = async (item: ListItem, step: -1 | 1) => {
    const ids = moved(
      ordered.map((i) => i.id),
      item.id,
      step,
    );
    const position = ids.indexOf(item.id) + 1;
    // Renumber 1..n and send only the items whose order changes, in one bulk call (one transaction).
    const changes = ids.flatMap((id, index) => {
      const current = ordered.find((i) => i.id === id)!;
      return current.order === index + 1 ? [] : [{ id, order: index + 1 }];
    });
    focusAfterMove.current = `${step === -1 ? 'up' : 'down'}-${item.id}`;
    moving.current = true;
    setPendingOrder(ids);
    try {
      if (changes.length > 0) await bulk(changes);
      toast.success(t('moved', { name: item.name, position }));
    } catch (failure) {
      toast.error(messageOf(failure, lang));
    } finally {
      moving.current = false;
      setPendingOrder(null);
    }
  };

  const remove = async (item: ListItem) => {
    try {
      await api.DELETE(`${config.path}/{id}` as '/trending-keywords/{id}', { params: { path: { id: item.id } } });
    } catch (failure) {
      toast.error(messageOf(failure, lang));
      return;
    }
    setDeleting(null);
    await list.reload();
    toast.success(t('deleted', { name: item.name }));
  };

  const columns = useMemo<DataTableColumn<ListItem>[]>(() => {
    const out: DataTableColumn<ListItem>[] = [];
    if (config.ordered)
      out.push({
        id: 'order',
        header: t('order'),
        cell: (item) => {
          const index = ordered.indexOf(item);
          return (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--arms-space-1)' }}>
              <span style={{ minWidth: '2ch', textAlign: 'end' }}>{index + 1}</span>
              <Button
                size="sm"
                variant="ghost"
                data-move={`up-${item.id}`}
                aria-label={t('moveUp', { name: item.name })}
                title={canReorder ? undefined : t('reorderHint')}
                disabled={!canReorder || index <= 0 || busy}
                onClick={() => void move(item, -1)}
              >
                <ArrowUp size={16} aria-hidden />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                data-move={`down-${item.id}`}
                aria-label={t('moveDown', { name: item.name })}
                title={canReorder ? undefined : t('reorderHint')}
                disabled={!canReorder || index === ordered.length - 1 || busy}
                onClick={() => void move(item, 1)}
              >
                <ArrowDown size={16} aria-hidden />
              </Button>
            </span>
          );
        },
      });
    out.push({
      id: 'name',
      header: t('name'),
      cell: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.name}</span>,
    });
    for (const extra of config.extras) {
      if (extra.kind === 'boolean')
        out.push({ id: extra.key, header: t(extra.key), cell: (item) => (item[extra.key] ? t('yes') : t('no')) });
      else if (extra.kind === 'colour')
        out.push({
          id: extra.key,
          header: t(extra.key),
          cell: (item) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--arms-space-2)' }}>
              <span
                aria-hidden
                style={{
                  inlineSize: 16,
                  blockSize: 16,
                  borderRadius: 4,
                  border: '1px solid currentColor',
                  background: String(item[extra.key] ?? ''),
                }}
              />
              <code>{String(item[extra.key] ?? '')}</code>
            </span>
          ),
        });
      else out.push({ id: extra.key, header: t(extra.key), cell: (item) => (item[extra.key] as string | null) || '—' });
    }
    out.push(
      {
        id: 'status',
        header: t('status'),
        cell: (item) => (
          <Tag
            label={item.status === 1 ? t('active') : t('suspended')}
            variant={item.status === 1 ? 'primary' : 'neutral'}
          />
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        align: 'end',
        cell: (item) => (
          <span
            style={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'var(--arms-space-2)' }}
          >
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('editItem', { name: item.name })}
              leadingIcon={<Pencil size={16} aria-hidden />}
              onClick={() => setEditing({ item })}
            >
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(item.status === 1 ? 'suspendItem' : 'activateItem', { name: item.name })}
              onClick={() => void setStatus(item, item.status === 1 ? 0 : 1)}
            >
              {item.status === 1 ? t('suspend') : t('activate')}
            </Button>
            {config.deletable && (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('deleteItem', { name: item.name })}
                leadingIcon={<Trash2 size={16} aria-hidden />}
                onClick={() => setDeleting(item)}
              >
                {t('delete')}
              </Button>
            )}
          </span>
        ),
      },
    );
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the same state as the columns
  }, [config, t, ordered, canReorder, busy]);

  const filtered = q !== '' || status !== null;
  const loaded = list.data !== undefined && !list.error;

  return (
    <>
      <PageHeader
        title={listName}
        description={t(`intro.${config.routeId}`)}
        actions={
          <Button
            variant="primary"
            leadingIcon={<Plus size={16} aria-hidden />}
            onClick={() => setEditing({ item: null })}
          >
            {t('add')}
          </Button>
        }
      />
      <ListFilters search={{ label: t('search'), ...url.search }}>
        <Select<string>
          label={t('statusFilter')}
          options={[
            { value: 'all', label: t('all') },
            { value: '1', label: t('active') },
            { value: '0', label: t('suspended') },
          ]}
          value={status === null ? 'all' : String(status)}
          onValueChange={(value) => url.update({ status: value === 'all' ? null : value })}
        />
      </ListFilters>
      {config.ordered && !canReorder && loaded && rows.length > 0 && (
        <p style={{ marginBlockStart: 0 }}>{t('reorderHint')}</p>
      )}
      {list.error ? (
        <LoadFailed
          title={t('errorTitle')}
          retryLabel={t('tryAgain')}
          error={list.error}
          onRetry={() => void list.reload()}
        />
      ) : loaded && all.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Button
              variant="primary"
              leadingIcon={<Plus size={16} aria-hidden />}
              onClick={() => setEditing({ item: null })}
            >
              {t('add')}
            </Button>
          }
        />
      ) : loaded && rows.length === 0 && filtered ? (
        <EmptyState
          title={t('noMatchTitle')}
          description={t('noMatchText')}
          action={
            <Button variant="secondary" onClick={() => url.update({ q: null, status: null })}>
              {t('clearFilters')}
            </Button>
          }
        />
      ) : (
        <DataTable
          caption={t('caption', { list: listName })}
          columns={columns}
          rows={page}
          getRowId={(item) => String(item.id)}
          total={rows.length}
          page={url.page}
          pageSizeOptions={pageSizes}
          onPageChange={url.onPageChange}
          selectedRowIds={selected}
          onSelectedRowIdsChange={setSelected}
          bulkActions={(items) => (
            <>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void setStatusOf(items, 1)}>
                {t('activateSelected', { count: items.length })}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => void setStatusOf(items, 0)}>
                {t('suspendSelected', { count: items.length })}
              </Button>
            </>
          )}
          status={list.isLoading ? 'loading' : 'ready'}
        />
      )}
      <ItemForm
        config={config}
        listName={listName}
        item={editing?.item ?? null}
        open={editing !== null}
        names={all.map((i) => i.name)}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          const wasNew = editing?.item === null;
          setEditing(null);
          void list.reload();
          toast.success(t(wasNew ? 'added' : 'saved', { name: saved.name }));
        }}
      />
      {config.deletable && (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => {
            if (!next) setDeleting(null);
          }}
          title={t('deleteTitle', { name: deleting?.name ?? '' })}
          message={t('deleteText')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          variant="danger"
          onConfirm={() => (deleting ? remove(deleting) : undefined)}
        />
      )}
    </>
  );
}

const screens = new Map<ListRouteId, ComponentType>();

/** The editor configured for one admin list route (one component per route, made once). */
export function screenFor(routeId: ListRouteId): ComponentType {
  let screen = screens.get(routeId);
  if (!screen) {
    const config = listConfigs[routeId];
    const Screen = () => <ReferenceListEditor config={config} />;
    Screen.displayName = `ReferenceList(${routeId})`;
    screen = Screen;
    screens.set(routeId, screen);
  }
  return screen;
}
