import {
  getCoreRowModel,
  type Cell,
  type Header,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import type { DataTableColumn, DataTablePage } from './DataTable';
import { nextSort, type DataTableSort } from './sorting';

/** What a column carries for the views: its alignment, whether it sorts, and its header. */
export interface ColumnMeta {
  align: 'start' | 'end';
  sortable: boolean;
  header: ReactNode;
}

/** The id of the checkbox column when rows are selectable. */
export const selectColumnId = '__select';

/** What the state hook needs of DataTable's props. */
export interface DataTableStateOptions<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  getRowId: (row: T) => string;
  total: number;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  sort: DataTableSort | null;
  onSortChange: ((sort: DataTableSort | null) => void) | undefined;
  selectable: boolean;
  selectedRowIds: readonly string[] | undefined;
  defaultSelectedRowIds: readonly string[];
  onSelectedRowIdsChange: ((ids: string[]) => void) | undefined;
  columnVisibility: Readonly<Record<string, boolean>> | undefined;
  defaultColumnVisibility: Readonly<Record<string, boolean>>;
  onColumnVisibilityChange: ((visibility: Record<string, boolean>) => void) | undefined;
}

/**
 * DataTable's state, apart from how it is shown: the selected rows and the visible columns (each
 * controlled or not), the TanStack table over the page's rows (sorting and paging stay on the server),
 * and the changes the views ask for. A new page or sort clears the selection; a new sort goes back to
 * the first page.
 */
export function useDataTableState<T>({
  columns,
  rows,
  getRowId,
  total,
  page,
  onPageChange,
  sort,
  onSortChange,
  selectable,
  selectedRowIds,
  defaultSelectedRowIds,
  onSelectedRowIdsChange,
  columnVisibility,
  defaultColumnVisibility,
  onColumnVisibilityChange,
}: DataTableStateOptions<T>): {
  table: Table<T>;
  selectedIds: readonly string[];
  clearSelection: () => void;
  changePage: (next: DataTablePage) => void;
  changeSort: (next: DataTableSort | null) => void;
  toggleSort: (field: string) => void;
} {
  const [selectedIds, setSelectedIds] = useControllableState<readonly string[]>({
    value: selectedRowIds,
    defaultValue: defaultSelectedRowIds,
    onValueChange: onSelectedRowIdsChange && ((next) => onSelectedRowIdsChange([...next])),
  });
  const [visibility, setVisibility] = useControllableState<Readonly<Record<string, boolean>>>({
    value: columnVisibility,
    defaultValue: defaultColumnVisibility,
    onValueChange: onColumnVisibilityChange && ((next) => onColumnVisibilityChange({ ...next })),
  });
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((column) => ({
      id: column.id,
      header: () => column.header,
      cell: ({ row }) => column.cell(row.original),
      // Sorting happens on the server; the table only tracks which column is sorted.
      enableSorting: Boolean(column.sortable),
      enableHiding: column.hideable !== false,
      meta: { align: column.align ?? 'start', sortable: Boolean(column.sortable), header: column.header },
    }));
    // The checkboxes render below (they need ids and strings); this column only holds their place.
    if (selectable) defs.unshift({ id: selectColumnId, enableSorting: false, enableHiding: false });
    return defs;
  }, [columns, selectable]);

  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.direction === -1 }] : [];
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    enableRowSelection: selectable,
    state: { sorting, rowSelection, columnVisibility: visibility as VisibilityState },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelectedIds(Object.keys(next).filter((id) => next[id]));
    },
    onColumnVisibilityChange: (updater) => {
      setVisibility(typeof updater === 'function' ? updater(visibility as VisibilityState) : updater);
    },
  });

  const clearSelection = () => {
    if (selectedIds.length > 0) setSelectedIds([]);
  };
  const changePage = (next: DataTablePage) => {
    clearSelection();
    onPageChange(next);
  };
  const changeSort = (next: DataTableSort | null) => {
    if (!onSortChange) return;
    onSortChange(next);
    changePage({ ...page, skip: 0 });
  };
  // Cycle: ascending, descending, server default.
  const toggleSort = (field: string) => changeSort(nextSort(sort, field));

  return { table, selectedIds, clearSelection, changePage, changeSort, toggleSort };
}

/**
 * A cell's content: the column's `cell` called as the render function it is. TanStack's `flexRender`
 * would mount it as a component, and the state hook wraps each `cell` anew whenever `columns` changes,
 * so every such change (a parent building its columns inline, a row's busy flag in a memo) would remount
 * every cell: a focused row button lost focus and a click on a replaced one was lost.
 */
export function cellContent<T>(cell: Cell<T, unknown>): ReactNode {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : render;
}

/** A header's content, called like `cellContent` so that the sort button keeps its focus too. */
export function headerContent<T>(header: Header<T, unknown>): ReactNode {
  const render = header.column.columnDef.header;
  return typeof render === 'function' ? render(header.getContext()) : render;
}

/** A column's meta as the state hook set it. */
export const metaOf = (meta: unknown) => meta as ColumnMeta | undefined;

/** The table's loading state, as DataTable's `status` prop. */
export type DataTableStatus = 'ready' | 'loading' | 'error';
