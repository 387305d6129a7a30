import { useVirtualizer } from '@tanstack/react-virtual';
import type { Row, Table as TanstackTable } from '@tanstack/react-table';
import { useCallback, useRef, type CSSProperties, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Scroll, SortButton, StateCell, Table } from '../DataTable.styles';
import { cellContent, headerContent, metaOf, selectColumnId } from '../useDataTableState';
import { shouldVirtualize } from '../viewMode';
import type { DataTableViewParts } from './viewParts';
import { dataTableStrings } from '../DataTable.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { DataTable: dataTableStrings };

const estimatedRowHeight = 45;

/**
 * The table layout: sort headers, the rows (only those in view on long pages), and a scroll area of
 * its own when it has a height.
 */
export function TableView<T>({
  caption,
  showCaption,
  status,
  selectable,
  pageCheckbox: pageCheckboxElement,
  rowCheckbox,
  rowLabelId,
  firstColumnId,
  message: stateMessage,
  messageContent: stateContent,
  messageProps: stateProps,
  table,
  canSort,
  toggleSort,
  maxHeight,
  virtualizeAbove,
}: DataTableViewParts<T> & {
  table: TanstackTable<T>;
  /** Whether the parent takes sort changes (`onSortChange`). */
  canSort: boolean;
  toggleSort: (field: string) => void;
  maxHeight: string | undefined;
  virtualizeAbove: number;
}) {
  const { t } = useUiTranslation(uiStrings);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const virtual = shouldVirtualize({ mode: 'table', status, rowCount: tableRows.length, virtualizeAbove });
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
        const first = cell.column.id === firstColumnId;
        return (
          <td
            key={cell.id}
            id={selectable && first ? rowLabelId(row.index) : undefined}
            data-align={metaOf(cell.column.columnDef.meta)?.align}
          >
            {cellContent(cell)}
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

  return (
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
                const label = headerContent(header);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={meta?.align}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {meta?.sortable && canSort ? (
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
}
