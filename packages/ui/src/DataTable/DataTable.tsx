import type { Row } from '@tanstack/react-table';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { Pagination } from '../Pagination/Pagination';
import type { PaginationPage } from '../Pagination/pages';
import { tokens } from '../theme/tokens';
import { ColumnMenu } from './components/ColumnMenu';
import { BulkBar, Footer, SelectBox, Toolbar, Wrapper } from './DataTable.styles';
import { useMediaQuery } from '../internal/useMediaQuery';
import type { DataTableSort } from './sorting';
import { CardsView } from './components/CardsView';
import { TableView } from './components/TableView';
import type { DataTableMessage } from './components/viewParts';
import { metaOf, selectColumnId, useDataTableState, type DataTableStatus } from './useDataTableState';
import { viewMode, type DataTableLayout } from './viewMode';
import { dataTableStrings } from './DataTable.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { DataTable: dataTableStrings };

/** One column: a header, how a row renders in it, and whether the server can sort on it. */
export interface DataTableColumn<T> {
  /** The field name sent as `$sort[id]` when sortable; also the key of `columnVisibility`. */
  id: string;
  /** The column header (and, on phones, the name beside each value). */
  header: ReactNode;
  /**
   * Renders the row's value in this column. Called as a plain function while the table renders (a new
   * columns array never remounts the cells), so it calls no hooks: return a component that does instead.
   */
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

export type { DataTableSort } from './sorting';

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
  /** What the body shows: the rows (`ready`), a loading state, or the load error. @default 'ready' */
  status?: DataTableStatus;
  /** Shown in the error state with a retry button when given. */
  onRetry?: () => void;
  /** Overrides the empty-state message. @default "No records to show" */
  emptyMessage?: ReactNode;
  /** The page sizes the pager offers. @default [10, 25, 50, 100] */
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
  layout?: DataTableLayout;
}

const mobileQuery = `(max-width: ${tokens.breakpoint.mobileMax})`;
const defaultPageSizes = [10, 25, 50, 100] as const;
const noIds: readonly string[] = [];
const noVisibility: Readonly<Record<string, boolean>> = {};

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
  const { t } = useUiTranslation(uiStrings);
  const baseId = useId();
  const selectWordId = `${baseId}-select`;
  const rowLabelId = (index: number) => `${baseId}-row-${index}`;
  const pageCheckbox = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(mobileQuery);
  const mode = viewMode(layout, phone);

  const { table, clearSelection, changePage, changeSort, toggleSort } = useDataTableState({
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
  });

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

  const tableRows = table.getRowModel().rows;
  const selectedRows = selectable ? table.getSelectedRowModel().flatRows.map((row) => row.original) : [];
  const visibleColumns = table.getVisibleLeafColumns();
  const dataColumns = visibleColumns.filter((column) => column.id !== selectColumnId);
  const allOnPage = table.getIsAllPageRowsSelected();
  const someOnPage = table.getIsSomePageRowsSelected();

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

  const stateMessage: DataTableMessage | null =
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

  const parts = {
    caption,
    showCaption,
    status,
    selectable,
    pageCheckbox: pageCheckboxElement,
    rowCheckbox,
    rowLabelId,
    firstColumnId: dataColumns[0]?.id,
    message: stateMessage,
    messageContent: stateContent,
    messageProps: stateProps,
  };

  return (
    <Wrapper data-state={status} data-layout={mode}>
      {toolbar}
      {mode === 'cards' ? (
        <CardsView
          {...parts}
          rows={tableRows}
          columns={columns}
          sort={sort}
          canSort={onSortChange !== undefined}
          changeSort={changeSort}
        />
      ) : (
        <TableView
          {...parts}
          table={table}
          canSort={onSortChange !== undefined}
          toggleSort={toggleSort}
          maxHeight={maxHeight}
          virtualizeAbove={virtualizeAbove}
        />
      )}
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
