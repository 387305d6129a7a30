import { useState } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
  type DataTableProps,
  type DataTableSort,
} from './DataTable';

// The fixtures of DataTable's stories (DataTable.stories.tsx and DataTable.features.stories.tsx).

export interface JobRow {
  id: number;
  position: string;
  status: string;
  vacancies: number;
}

const positions = ['Civil Engineer', 'Kỹ sư phần mềm', 'Quantity Surveyor', 'HR Business Partner', 'Site Supervisor'];
export const makeRows = (count: number): JobRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    position: `${positions[i % positions.length]} ${i + 1}`,
    status: i % 4 === 0 ? 'Close' : 'Open',
    vacancies: (i % 5) + 1,
  }));
export const allRows = makeRows(57);

export const columns: DataTableColumn<JobRow>[] = [
  { id: 'position', header: 'Position', cell: (row) => row.position, sortable: true },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'vacancies', header: 'Vacancies', cell: (row) => row.vacancies, sortable: true, align: 'end' },
];

type TableExtras = Partial<Omit<DataTableProps<JobRow>, 'rows' | 'total' | 'page' | 'onPageChange'>>;

/** Plays the server for `$sort`, `$skip` and `$limit`, with any extra DataTable props. */
export function ServerDrivenTable({
  data = allRows,
  initialPage = { skip: 0, limit: 10 },
  ...extras
}: TableExtras & { data?: JobRow[]; initialPage?: DataTablePage }) {
  const [page, setPage] = useState<DataTablePage>(initialPage);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const sorted = sort
    ? [...data].sort((a, b) => {
        const x = a[sort.field as keyof JobRow];
        const y = b[sort.field as keyof JobRow];
        return (x < y ? -1 : x > y ? 1 : 0) * sort.direction;
      })
    : data;
  return (
    <DataTable
      caption="Jobs"
      columns={columns}
      getRowId={(row) => String(row.id)}
      {...extras}
      rows={sorted.slice(page.skip, page.skip + page.limit)}
      total={data.length}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
