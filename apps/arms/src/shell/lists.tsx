import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  TextField,
  useToast,
  type DataTableProps,
  type ListState,
} from '@arms/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { Children, type ReactNode } from 'react';
import { LoadFailed, messageOf, useLang } from './content';

/**
 * The filter bar above an admin list (`role="search"`): the search box first and widest, then the filters
 * (selects, radio groups), wrapping on narrow screens.
 */
export function ListFilters({
  search,
  children,
}: {
  /** The search box: its label and `ListState.search`. */
  search: { label: string } & ListState['search'];
  /** The filters after the search box, one per child. */
  children?: ReactNode;
}) {
  return (
    <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}>
      <div style={{ flex: '2 1 240px', minWidth: 0 }}>
        <TextField type="search" {...search} />
      </div>
      {Children.map(children, (filter) =>
        filter ? <div style={{ flex: '1 1 180px', minWidth: 0 }}>{filter}</div> : null,
      )}
    </div>
  );
}

/** No row matches the search or the filters: says so and offers to clear them. */
export function NoMatch({ text, clearLabel, onClear }: { text: string; clearLabel: string; onClear: () => void }) {
  return (
    <EmptyState
      variant="noResults"
      description={text}
      action={
        <Button variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}

/** What `useArmsQuery` answers for a page of a list. */
export interface ListQuery<Row> {
  data?: { data: readonly Row[]; total: number };
  error?: unknown;
  isLoading: boolean;
  reload: () => unknown;
}

export type ListViewProps<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'pageSizeOptions' | 'onPageChange' | 'status' | 'onRetry'
> & {
  /** The list's URL state: its page, page sizes and paging. */
  list: Pick<ListState, 'page' | 'pageSizes' | 'onPageChange'>;
  /** The page of rows as the server answered it. */
  query: ListQuery<Row>;
  /** Shown when the server has no row at all. */
  empty: ReactNode;
  /** Shown instead of `empty` while a search or filter is on (usually a `NoMatch`). */
  noMatch?: ReactNode;
  /** Whether a search or filter is on. */
  filtered?: boolean;
  /**
   * How a failed load shows: in the table with its Try again (`'table'`, the default), or as `LoadFailed` with
   * its heading at this level.
   */
  failure?: 'table' | 2 | 3;
};

/**
 * A server-paged admin list: the table of the page, or why there is none (nothing yet, nothing matches the
 * search, the load failed). The table's paging follows the URL through `list`.
 */
export function ListView<Row>({
  list,
  query,
  empty,
  noMatch,
  filtered = false,
  failure = 'table',
  ...table
}: ListViewProps<Row>) {
  const { data, error, isLoading, reload } = query;
  if (error && failure !== 'table') {
    return <LoadFailed headingLevel={failure} error={error} onRetry={() => void reload()} />;
  }
  if (!error && !isLoading && data && data.total === 0) return <>{filtered && noMatch ? noMatch : empty}</>;
  return (
    <DataTable
      {...table}
      rows={data?.data ?? []}
      total={data?.total ?? 0}
      page={list.page}
      pageSizeOptions={list.pageSizes}
      onPageChange={list.onPageChange}
      status={error ? 'error' : isLoading ? 'loading' : 'ready'}
      onRetry={failure === 'table' ? () => void reload() : undefined}
    />
  );
}

/**
 * A row's edit and remove buttons, icons named by their labels (say "Edit /jobs"), after any other action
 * of the row (`children`).
 */
export function RowActions({
  editLabel,
  onEdit,
  removeLabel,
  onRemove,
  children,
}: {
  editLabel: string;
  onEdit: () => void;
  removeLabel: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      {children}
      <Button size="sm" variant="secondary" aria-label={editLabel} onClick={onEdit}>
        <Pencil size={16} aria-hidden />
      </Button>
      <Button size="sm" variant="danger" aria-label={removeLabel} onClick={onRemove}>
        <Trash2 size={16} aria-hidden />
      </Button>
    </span>
  );
}

/**
 * Asks before removing a row (`item`, `null` while none is asked about). On yes it removes it, says so, closes
 * and reloads the list; a refusal is a toast and the question stays open.
 */
export function ConfirmRemove<Item>({
  item,
  onClose,
  title,
  message,
  confirmLabel,
  removedMessage,
  remove,
  reload,
}: {
  item: Item | null;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** The toast once removed. */
  removedMessage: string;
  /** The API call that removes it. */
  remove: (item: Item) => Promise<unknown>;
  reload: () => Promise<unknown>;
}) {
  const toast = useToast();
  const { lang } = useLang();
  const confirm = async () => {
    if (!item) return;
    try {
      await remove(item);
      toast.success(removedMessage);
      onClose();
      await reload();
    } catch (failure) {
      toast.show({ variant: 'error', message: messageOf(failure, lang) });
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      variant="danger"
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={confirm}
    />
  );
}
