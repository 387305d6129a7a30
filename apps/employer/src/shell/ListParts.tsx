import { DataTable, Select, TextField, type DataTableProps, type ListState } from '@arms/ui';
import type { ReactNode } from 'react';

/**
 * The search box and filters above a list (a `search` landmark): the box types freely and the URL follows
 * (`list.search`); the filters come as children, each in a `ListFilter`.
 */
export function ListFilterBar({
  list,
  searchLabel,
  spaced = true,
  children,
}: {
  list: ListState;
  searchLabel: string;
  /** Leave space below the bar (lists not already in a spaced grid). @default true */
  spaced?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      role="search"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        alignItems: 'flex-end',
        ...(spaced ? { marginBottom: 16 } : {}),
      }}
    >
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <TextField label={searchLabel} type="search" {...list.search} />
      </div>
      {children}
    </div>
  );
}

/** One filter in a `ListFilterBar`. */
export function ListFilter({ children }: { children: ReactNode }) {
  return <div style={{ flex: '0 1 220px', minWidth: 0 }}>{children}</div>;
}

/** The `status` values of an active (1) / suspended (0) list. */
const statuses = ['1', '0'] as const;

/** The API query for a list's active / suspended filter: `{ status: 1 | 0 }`, or nothing for all. */
export function statusQuery(list: ListState): { status?: number } {
  const status = list.oneOf('status', statuses);
  return status ? { status: Number(status) } : {};
}

/** The active / suspended filter of a list (`status` 1 or 0 in the URL), "all" when it names none. */
export function StatusFilter({
  list,
  label,
  allLabel,
  activeLabel,
  suspendedLabel,
}: {
  list: ListState;
  label: string;
  allLabel: string;
  activeLabel: string;
  suspendedLabel: string;
}) {
  return (
    <ListFilter>
      <Select<string>
        label={label}
        options={[
          { value: 'all', label: allLabel },
          { value: '1', label: activeLabel },
          { value: '0', label: suspendedLabel },
        ]}
        value={list.get('status') ?? 'all'}
        onValueChange={(value) => list.update({ status: value && value !== 'all' ? value : null })}
      />
    </ListFilter>
  );
}

/** A server-paged answer as `useArmsQuery` gives it. */
export interface ListAnswer<Row> {
  data?: { total: number; data: Row[] };
  error?: unknown;
  isLoading: boolean;
  reload: () => unknown;
}

export interface ListTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'pageSizeOptions' | 'onPageChange' | 'status' | 'onRetry'
> {
  list: ListState;
  answer: ListAnswer<Row>;
  /** Whether a search or filter is set. */
  filtered: boolean;
  /** Shown instead of the table when the list has nothing at all (no search or filter set). */
  empty: ReactNode;
  /** Shown instead of the table when a search or filter matches nothing; else the table's `emptyMessage`. */
  noResults?: ReactNode;
}

/**
 * A server-paged list: its empty state when there is nothing to list, else the table paged (and sorted, when
 * given `sort` and `onSortChange`) through the URL list state, with loading, error and retry.
 */
export function ListTable<Row>({ list, answer, filtered, empty, noResults, ...table }: ListTableProps<Row>) {
  const { data, error, isLoading, reload } = answer;
  if (!error && data && data.total === 0 && (!filtered || noResults)) return <>{filtered ? noResults : empty}</>;
  return (
    <DataTable
      {...table}
      rows={data?.data ?? []}
      total={data?.total ?? 0}
      page={list.page}
      pageSizeOptions={list.pageSizes}
      onPageChange={list.onPageChange}
      status={error ? 'error' : isLoading ? 'loading' : 'ready'}
      onRetry={() => void reload()}
    />
  );
}
