import type { Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableStatus } from '../useDataTableState';

/** What the table shows instead of rows. */
export type DataTableMessage = 'loading' | 'error' | 'empty';

/** What the table and card views share: the checkboxes, the row names and the state messages. */
export interface DataTableViewParts<T> {
  caption: string;
  showCaption: boolean;
  status: DataTableStatus;
  selectable: boolean;
  /** The page's checkbox (select every row on the page). */
  pageCheckbox: ReactNode;
  rowCheckbox: (row: Row<T>) => ReactNode;
  /** The id of the cell that names a row (its first data column), for the row checkbox's name. */
  rowLabelId: (index: number) => string;
  firstColumnId: string | undefined;
  /** The message shown instead of rows, or null for the rows. */
  message: DataTableMessage | null;
  messageContent: (message: DataTableMessage) => ReactNode;
  messageProps: (message: DataTableMessage) => { 'aria-live'?: 'polite'; role?: string };
}
