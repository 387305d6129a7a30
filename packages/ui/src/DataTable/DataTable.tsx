import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { Pagination } from '../Pagination/Pagination';
import type { PaginationPage } from '../Pagination/pages';
import { tokens } from '../theme/tokens';
import { ColumnMenu } from './components/ColumnMenu';
import {
  BulkBar,
  Caption,
  Card,
  CardList,
  CardsHeader,
  Footer,
  Scroll,
  SelectBox,
  SortButton,
  StateBox,
  StateCell,
  Table,
  Toolbar,
  Wrapper,
} from './DataTable.styles';
import { useMediaQuery } from '../internal/useMediaQuery';

/** One column: a header, how a row renders in it, and whether the server can sort on it. */
export interface DataTableColumn<T> {
  /** The field name sent as `$sort[id]` when sortable; also the key of `columnVisibility`. */
  id: string;
  /** The column header (and, on phones, the name beside each value). */
  header: ReactNode;
  /** Renders the row's value in this column. */
  cell: (row: T) => ReactNode;
  /** The server can sort on it. @default false */
  sortable?: boolean;
  /** @default 'start' */
  align?: 'start' | 'end';
  /** Plain text for places that need text (the phone sort choice). @default header when it is text, else id */
  label?: string;
  /** The columns menu may hide it. @default true */
  hideable?: boolean;
}

/** The server-side sort: `$sort[field]=direction`. */
export interface DataTableSort {
  /** The column id to sort on. */
  field: string;
  /** 1 ascending, -1 descending. */
  direction: 1 | -1;
}

/** The server-side page: `$skip` and `$limit`. */
export type DataTablePage = PaginationPage;

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  /** Show the caption above the table. @default false */
  showCaption?: boolean;
  /** The columns, in order. */
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** The rows of the current page, as the server answered them. */
  rows: readonly T[];
  /** A stable id per row: React keys and selection use it. */
  getRowId: (row: T) => string;
  /** How many rows match on the server. */
  total: number;
  /** The current page, as `$skip` and `$limit`. */
  page: DataTablePage;
  /** Asks for another page (or page size); the table also goes back to the first page when the sort changes. */
  onPageChange: (page: DataTablePage) => void;
  /** The current server sort; `null` for the server's default order. @default null */
  sort?: DataTableSort | null;
  /** Asks for another sort; without it, headers do not offer sorting. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** @default 'ready' */
  status?: 'ready' | 'loading' | 'error';
  /** Shown in the error state with a retry button when given. */
  onRetry?: () => void;
  /** Overrides the empty-state message. @default "No records to show" */
  emptyMessage?: ReactNode;
  /** @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** Shows page-number buttons in the pager. @default false */
  showPageNumbers?: boolean;
  /**
   * A checkbox per row and one for the page. Selection is by row id and belongs to the page: the
   * table clears it when it changes the page or the sort.
   * @default true when `bulkActions` is given, else false
   */
  selectable?: boolean;
  /** The selected row ids (controlled). */
  selectedRowIds?: readonly string[];
  /** The selected row ids to start with when uncontrolled. @default [] */
  defaultSelectedRowIds?: readonly string[];
  /** Hears every change of the selection. */
  onSelectedRowIdsChange?: (ids: string[]) => void;
  /** The actions for the selected rows of the page, shown in a bar above the table while any are selected. */
  bulkActions?: (selectedRows: T[]) => ReactNode;
  /** Adds a "Columns" button above the table to show and hide columns. @default false */
  showColumnMenu?: boolean;
  /** Which columns show (controlled), by column id; a column not listed shows. */
  columnVisibility?: Readonly<Record<string, boolean>>;
  /** The column visibility to start with when uncontrolled. @default {} */
  defaultColumnVisibility?: Readonly<Record<string, boolean>>;
  /** Hears every change of the column visibility. */
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** The height of the scroll area (a CSS length); the header sticks to its top. @default none; 70vh for long pages */
  maxHeight?: string;
  /** Pages with more rows than this render only the rows in view. @default 100 */
  virtualizeAbove?: number;
  /** `auto` shows cards below the mobile breakpoint and a table above it. @default 'auto' */
  layout?: 'auto' | 'table' | 'cards';
}

interface ColumnMeta {
  align: 'start' | 'end';
  sortable: boolean;
  header: ReactNode;
}

const selectColumnId = '__select';
const mobileQuery = `(max-width: ${tokens.breakpoint.mobileMax})`;
const defaultPageSizes = [10, 25, 50, 100] as const;
const noIds: readonly string[] = [];
const noVisibility: Readonly<Record<string, boolean>> = {};
const estimatedRowHeight = 45;

const metaOf = (meta: unknown) => meta as ColumnMeta | undefined;
const labelOf = <T,>(column: DataTableColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

/**
 * A server-driven table: the parent fetches `rows` for `page` and `sort` and passes them in; the table
 * renders them, the sort headers and the pager, and reports changes as `$skip`/`$limit`/`$sort` values.
 * It can select rows for bulk actions, hide columns, keep long pages fast by rendering only the rows in
 * view, and shows rows as cards on phones.
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
  pageSizeOptions = defaultPageSizes,
  showPageNumbers = false,
  bulkActions,
  selectable = bulkActions !== undefined,
  selectedRowIds,
  defaultSelectedRowIds = noIds,
  onSelectedRowIdsChange,
  showColumnMenu = false,
  columnVisibility,
  defaultColumnVisibility = noVisibility,
  onColumnVisibilityChange,
  maxHeight,
  virtualizeAbove = 100,
  layout = 'auto',
}: DataTableProps<T>) {
  const { t } = useUiTranslation();
  const baseId = useId();
  const selectWordId = `${baseId}-select`;
  const rowLabelId = (index: number) => `${baseId}-row-${index}`;
  const pageCheckbox = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery(mobileQuery);
  const mode = layout === 'auto' ? (phone ? 'cards' : 'table') : layout;

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

  useEffect(() => {
    const ids = columns.map((column) => column.id);
    warning(
      new Set(ids).size !== ids.length,
      `DataTable "${caption}" has columns with the same id; ids must be unique.`,
    );
    warning(
      bulkActions !== undefined && !selectable,
      `DataTable "${caption}" has bulkActions but selectable={false}: rows cannot be selected, so they never show.`,
    );
  }, [columns, bulkActions, selectable, caption]);

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

  const tableRows = table.getRowModel().rows;
  const selectedRows = selectable ? table.getSelectedRowModel().flatRows.map((row) => row.original) : [];
  const visibleColumns = table.getVisibleLeafColumns();
  const dataColumns = visibleColumns.filter((column) => column.id !== selectColumnId);
  const allOnPage = table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();

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
  const toggleSort = (field: string) => {
    // Cycle: ascending, descending, server default.
    if (!sort || sort.field !== field) changeSort({ field, direction: 1 });
    else if (sort.direction === 1) changeSort({ field, direction: -1 });
    else changeSort(null);
  };

  const virtual = mode === 'table' && status !== 'error' && tableRows.length > virtualizeAbove;
  const getItemKey = useCallback((index: number) => tableRows[index]?.id ?? index, [tableRows]);
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey,
    overscan: 10,
    enabled: virtual,
    initialRect: { width: 0, height: 600 },
  });
  const scrollable = virtual || maxHeight !== undefined;

  const pageCheckboxElement = (
    <SelectBox
      // `indeterminate` is a property, not an attribute: the callback ref sets it on every render.
      ref={(node: HTMLInputElement | null) => {
        pageCheckbox.current = node;
        if (node) node.indeterminate = someOnPage && !allOnPage;
      }}
      type="checkbox"
      aria-label={t('DataTable.selectPage')}
      checked={allOnPage}
      disabled={tableRows.length === 0}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
  const rowCheckbox = (row: Row<T>) => (
    <SelectBox
      type="checkbox"
      aria-labelledby={`${selectWordId} ${rowLabelId(row.index)}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );

  // No empty bar: the toolbar shows while rows are selected or when it holds the columns menu.
  const toolbar = ((selectable && selectedRows.length > 0) || showColumnMenu) && (
    <Toolbar>
      {selectable && selectedRows.length > 0 && (
        <BulkBar role="group" aria-label={t('DataTable.bulkActions')}>
          <strong>{t('DataTable.selectedCount', { count: selectedRows.length })}</strong>
          {bulkActions?.(selectedRows)}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              clearSelection();
              // The bar goes away with its button: focus moves to the page checkbox, not the page's start.
              pageCheckbox.current?.focus();
            }}
          >
            {t('DataTable.clearSelection')}
          </Button>
        </BulkBar>
      )}
      {showColumnMenu && (
        <ColumnMenu
          items={table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => ({
              id: column.id,
              label: metaOf(column.columnDef.meta)?.header,
              visible: column.getIsVisible(),
              canHide: !(column.getIsVisible() && dataColumns.length === 1),
            }))}
          onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        />
      )}
    </Toolbar>
  );

  const stateMessage =
    status === 'loading' && rows.length === 0
      ? 'loading'
      : status === 'error'
        ? 'error'
        : rows.length === 0
          ? 'empty'
          : null;
  const stateContent = (state: 'loading' | 'error' | 'empty') =>
    state === 'loading' ? (
      t('DataTable.loading')
    ) : state === 'error' ? (
      <>
        <p>{t('DataTable.error')}</p>
        {onRetry && <Button onClick={onRetry}>{t('DataTable.retry')}</Button>}
      </>
    ) : (
      (emptyMessage ?? t('DataTable.empty'))
    );
  const stateProps = (state: 'loading' | 'error' | 'empty') =>
    state === 'loading' ? { 'aria-live': 'polite' as const } : state === 'error' ? { role: 'alert' } : {};

  const renderRow = (row: Row<T>, extra?: { index: number; measure: (node: Element | null) => void }) => (
    <tr
      key={row.id}
      ref={extra?.measure}
      data-index={extra?.index}
      aria-rowindex={extra ? extra.index + 2 : undefined}
      data-selected={row.getIsSelected() || undefined}
    >
      {row.getVisibleCells().map((cell) => {
        if (cell.column.id === selectColumnId)
          return (
            <td key={cell.id} data-column="select">
              {rowCheckbox(row)}
            </td>
          );
        const first = cell.column.id === dataColumns[0]?.id;
        return (
          <td
            key={cell.id}
            id={selectable && first ? rowLabelId(row.index) : undefined}
            data-align={metaOf(cell.column.columnDef.meta)?.align}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );

  let body: ReactNode;
  if (stateMessage) {
    body = (
      <tr>
        <StateCell colSpan={visibleColumns.length} {...stateProps(stateMessage)}>
          {stateContent(stateMessage)}
        </StateCell>
      </tr>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {before > 0 && (
          <tr data-spacer="" aria-hidden="true">
            <td colSpan={visibleColumns.length} style={{ height: before }} />
          </tr>
        )}
        {items.map((item) => {
          const row = tableRows[item.index];
          return row && renderRow(row, { index: item.index, measure: virtualizer.measureElement });
        })}
        {after > 0 && (
          <tr data-spacer="" aria-hidden="true">
            <td colSpan={visibleColumns.length} style={{ height: after }} />
          </tr>
        )}
      </>
    );
  } else {
    body = tableRows.map((row) => renderRow(row));
  }

  const sortableColumns = columns.filter((column) => column.sortable);
  const sortChoices = sortableColumns.flatMap((column) =>
    ([1, -1] as const).map((direction) => ({
      field: column.id,
      direction,
      text: t(direction === 1 ? 'DataTable.sortOptionAscending' : 'DataTable.sortOptionDescending', {
        column: labelOf(column),
      }),
    })),
  );
  const sortChoice = sort ? sortChoices.findIndex((c) => c.field === sort.field && c.direction === sort.direction) : -1;

  const cards = (
    <>
      {showCaption && <Caption aria-hidden="true">{caption}</Caption>}
      {(selectable || (onSortChange && sortChoices.length > 0)) && (
        <CardsHeader>
          {selectable && (
            <label>
              {pageCheckboxElement}
              <span aria-hidden="true">{t('DataTable.selectPage')}</span>
            </label>
          )}
          {onSortChange && sortChoices.length > 0 && (
            <label>
              {t('DataTable.sortLabel')}
              <select
                value={sortChoice}
                onChange={(event) => {
                  const choice = sortChoices[Number(event.target.value)];
                  changeSort(choice ? { field: choice.field, direction: choice.direction } : null);
                }}
              >
                <option value={-1}>{t('DataTable.sortDefault')}</option>
                {sortChoices.map((choice, i) => (
                  <option key={`${choice.field}:${choice.direction}`} value={i}>
                    {choice.text}
                  </option>
                ))}
              </select>
            </label>
          )}
        </CardsHeader>
      )}
      {stateMessage ? (
        <StateBox {...stateProps(stateMessage)}>{stateContent(stateMessage)}</StateBox>
      ) : (
        <CardList aria-label={caption} aria-busy={status === 'loading' || undefined}>
          {tableRows.map((row) => (
            <Card key={row.id} data-selected={row.getIsSelected() || undefined}>
              {selectable && <div>{rowCheckbox(row)}</div>}
              <dl>
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === selectColumnId ? null : (
                    <Fragment key={cell.id}>
                      <dt>{metaOf(cell.column.columnDef.meta)?.header}</dt>
                      <dd id={selectable && cell.column.id === dataColumns[0]?.id ? rowLabelId(row.index) : undefined}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </dd>
                    </Fragment>
                  ),
                )}
              </dl>
            </Card>
          ))}
        </CardList>
      )}
    </>
  );

  const tableView = (
    <Scroll
      ref={scrollRef}
      data-virtual={virtual}
      style={maxHeight ? ({ '--arms-data-table-max-height': maxHeight } as CSSProperties) : undefined}
      // A scroll area with its own height must be reachable by keyboard (WCAG 2.1.1); it is named by the caption.
      {...(scrollable ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <Table aria-busy={status === 'loading' || undefined} aria-rowcount={virtual ? tableRows.length + 1 : undefined}>
        <caption data-hidden={!showCaption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => {
                if (header.column.id === selectColumnId)
                  return (
                    <th key={header.id} scope="col" data-column="select">
                      {pageCheckboxElement}
                    </th>
                  );
                const sorted = header.column.getIsSorted();
                const meta = metaOf(header.column.columnDef.meta);
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={meta?.align}
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
  );

  return (
    <Wrapper data-state={status} data-layout={mode}>
      {toolbar}
      {mode === 'cards' ? cards : tableView}
      <Footer>
        <Pagination
          page={page}
          total={total}
          onPageChange={changePage}
          pageSizeOptions={pageSizeOptions}
          showPageNumbers={showPageNumbers}
        />
      </Footer>
      {selectable && (
        <>
          <span id={selectWordId} hidden>
            {t('DataTable.selectRow')}
          </span>
          <VisuallyHidden role="status">
            {selectedRows.length > 0 ? t('DataTable.selectedCount', { count: selectedRows.length }) : ''}
          </VisuallyHidden>
        </>
      )}
    </Wrapper>
  );
}
