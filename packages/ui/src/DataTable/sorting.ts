import type { ReactNode } from 'react';

/** The server-side sort: `$sort[field]=direction`. */
export interface DataTableSort {
  /** The column id to sort on. */
  field: string;
  /** 1 ascending, -1 descending. */
  direction: 1 | -1;
}

/** What sorting needs of a column. */
export interface SortableColumn {
  id: string;
  header: ReactNode;
  sortable?: boolean;
  label?: string;
}

/** A column's name as text: its `label`, else its header when that is text, else its id. */
export function columnLabel(column: SortableColumn): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : column.id);
}

/**
 * The sort after a header is pressed: a new column sorts ascending, then descending, then back to the
 * server's default order (`null`).
 */
export function nextSort(sort: DataTableSort | null, field: string): DataTableSort | null {
  if (!sort || sort.field !== field) return { field, direction: 1 };
  if (sort.direction === 1) return { field, direction: -1 };
  return null;
}

/** One entry of the phone layout's sort menu. */
export interface SortChoice extends DataTableSort {
  /** The column's name as text, for the choice's label. */
  column: string;
}

/** The phone layout's sort menu: each sortable column ascending then descending, in column order. */
export function sortChoices(columns: ReadonlyArray<SortableColumn>): SortChoice[] {
  return columns
    .filter((column) => column.sortable)
    .flatMap((column) =>
      ([1, -1] as const).map((direction) => ({ field: column.id, direction, column: columnLabel(column) })),
    );
}

/** The index of the current sort among the choices; -1 for the server's default order or an unknown sort. */
export function sortChoiceIndex(choices: ReadonlyArray<DataTableSort>, sort: DataTableSort | null): number {
  return sort ? choices.findIndex((c) => c.field === sort.field && c.direction === sort.direction) : -1;
}
