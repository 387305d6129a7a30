export { DataTable } from './DataTable';
export type { DataTableColumn, DataTablePage, DataTableProps, DataTableSort } from './DataTable';
