import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Footer, Scroll, SortButton, StateCell, Table, Wrapper } from './DataTable.styles';

/** One column: a header, how a row renders in it, and whether the server can sort on it. */
export interface DataTableColumn<T> {
  /** The field name sent as `$sort[id]` when sortable. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** @default false */
  sortable?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
}

/** The server-side sort: `$sort[field]=direction`. */
export interface DataTableSort {
  field: string;
  direction: 1 | -1;
}

/** The server-side page: `$skip` and `$limit`. */
export interface DataTablePage {
  skip: number;
  limit: number;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  /** Show the caption above the table. @default false */
  showCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** The rows of the current page, as the server answered them. */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** How many rows match on the server. */
  total: number;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** @default 'ready' */
  status?: 'ready' | 'loading' | 'error';
  /** Shown in the error state with a retry button when given. */
  onRetry?: () => void;
  /** Overrides the empty-state message. */
  emptyMessage?: ReactNode;
  /** @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
}

/**
 * A server-driven table: the parent fetches `rows` for `page` and `sort` and passes them in; the table
 * renders them, the sort headers and the pager, and reports changes as `$skip`/`$limit`/`$sort` values.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  total,
  page,
  onPageChange,
  sort = null,
  onSortChange,
  status = 'ready',
  onRetry,
  emptyMessage,
  pageSizeOptions = [10, 25, 50, 100],
}: DataTableProps<T>) {
  const { t } = useUiTranslation();
  const pageSizeId = useId();
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: () => column.header,
        cell: ({ row }) => column.cell(row.original),
        // Sorting happens on the server; the table only tracks which column is sorted.
        enableSorting: Boolean(column.sortable),
        meta: { align: column.align ?? 'start', sortable: Boolean(column.sortable) },
      })),
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.direction === -1 }] : [];
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    state: { sorting },
  });

  const from = total === 0 ? 0 : page.skip + 1;
  const to = Math.min(page.skip + page.limit, total);
  const toggleSort = (field: string) => {
    if (!onSortChange) return;
    // Cycle: ascending, descending, server default.
    if (!sort || sort.field !== field) onSortChange({ field, direction: 1 });
    else if (sort.direction === 1) onSortChange({ field, direction: -1 });
    else onSortChange(null);
    onPageChange({ ...page, skip: 0 });
  };

  let body: ReactNode;
  if (status === 'loading' && rows.length === 0) {
    body = (
      <tr>
        <StateCell colSpan={columns.length} aria-live="polite">
          {t('DataTable.loading')}
        </StateCell>
      </tr>
    );
  } else if (status === 'error') {
    body = (
      <tr>
        <StateCell colSpan={columns.length} role="alert">
          <p>{t('DataTable.error')}</p>
          {onRetry && <Button onClick={onRetry}>{t('DataTable.retry')}</Button>}
        </StateCell>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <StateCell colSpan={columns.length}>{emptyMessage ?? t('DataTable.empty')}</StateCell>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} data-align={(cell.column.columnDef.meta as { align?: string } | undefined)?.align}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <Wrapper data-state={status}>
      <Scroll>
        <Table aria-busy={status === 'loading' || undefined}>
          <caption data-hidden={!showCaption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const meta = header.column.columnDef.meta as { align?: string; sortable?: boolean } | undefined;
                  const align = meta?.align;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-align={align}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {meta?.sortable && onSortChange ? (
                        <SortButton type="button" onClick={() => toggleSort(header.column.id)}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                          {sorted && (
                            <VisuallyHidden>
                              {sorted === 'asc' ? t('DataTable.sortAscending') : t('DataTable.sortDescending')}
                            </VisuallyHidden>
                          )}
                        </SortButton>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </Scroll>
      <Footer role="navigation" aria-label={t('DataTable.pagination')}>
        <label htmlFor={pageSizeId}>
          {t('DataTable.pageSize')}
          <select
            id={pageSizeId}
            value={page.limit}
            onChange={(event) => onPageChange({ skip: 0, limit: Number(event.target.value) })}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite">
          {total === 0 ? t('DataTable.rangeEmpty') : t('DataTable.range', { from, to, total })}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('DataTable.previousPage')}
          disabled={page.skip === 0}
          onClick={() => onPageChange({ ...page, skip: Math.max(0, page.skip - page.limit) })}
        >
          ‹
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('DataTable.nextPage')}
          disabled={page.skip + page.limit >= total}
          onClick={() => onPageChange({ ...page, skip: page.skip + page.limit })}
        >
          ›
        </Button>
      </Footer>
    </Wrapper>
  );
}
