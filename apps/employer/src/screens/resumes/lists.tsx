import { type NominationStatusId } from '@arms/domain';
import { Avatar, DataTable, StatusBadge, type DataTableColumn, type DataTableProps, type ListState } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoadError } from './detail';
import { Muted, PersonCell } from './layout';

/** The page sizes of the portal and recruiter listings. */
export const listingPageSizes = [25, 50, 100] as const;

/** What a list's query gives that its table reads. */
interface ListQuery {
  error?: LoadError;
  isLoading: boolean;
  data?: { total: number };
}

/** A list query whose page of rows a table shows. */
interface RowsQuery<Row> extends ListQuery {
  data?: { total: number; data: Row[] };
  reload: () => unknown;
}

/** The table's status for a list query: failed, still loading, or ready. */
export function tableStatus(list: ListQuery): NonNullable<DataTableProps<unknown>['status']> {
  return list.error ? 'error' : list.isLoading ? 'loading' : 'ready';
}

/** Whether a list query has answered with no rows at all. */
export function answeredEmpty(list: ListQuery): boolean {
  return !list.error && !list.isLoading && list.data?.total === 0;
}

/** The catalogue message of a failed list query below its table, or nothing. */
export function LoadAlert({ error }: { error: LoadError }) {
  const { i18n } = useTranslation();
  return error ? <p role="alert">{error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}</p> : null;
}

interface PersonLinkProps {
  name: string;
  href: string;
  note?: ReactNode;
  wrapNote?: boolean;
}

/**
 * A person in a list's first column: the avatar, the name linking to `href`, and a muted line below
 * (`wrapNote` lets a long one, an email, break anywhere).
 */
export function PersonLink({ name, href, note, wrapNote = false }: PersonLinkProps) {
  return (
    <PersonCell>
      <Avatar name={name} alt="" size="sm" />
      <span style={{ display: 'grid', minWidth: 0 }}>
        <Link to={href}>{name}</Link>
        {note && <Muted style={wrapNote ? { overflowWrap: 'anywhere' } : undefined}>{note}</Muted>}
      </span>
    </PersonCell>
  );
}

/**
 * A list's table for a query's page of rows, paged through the URL (`url` from `useListState`), with its
 * loading and error states and "Try again", and the catalogue message below it when the query fails.
 */
export function ListTable<Row extends { id: number }>({
  list,
  url,
  ...table
}: { list: RowsQuery<Row>; url: ListState } & Omit<
  DataTableProps<Row>,
  'rows' | 'getRowId' | 'total' | 'page' | 'onPageChange' | 'status' | 'onRetry' | 'pageSizeOptions'
>) {
  return (
    <>
      <DataTable
        {...table}
        rows={list.data?.data ?? []}
        getRowId={(row) => String(row.id)}
        total={list.data?.total ?? 0}
        page={url.page}
        onPageChange={url.onPageChange}
        status={tableStatus(list)}
        onRetry={() => void list.reload()}
        pageSizeOptions={url.pageSizes}
      />
      <LoadAlert error={list.error} />
    </>
  );
}

/** A listing's first column, `candidate`: the person of each row as `PersonLink` shows them. */
export function candidateColumn<Row>(label: string, person: (row: Row) => PersonLinkProps): DataTableColumn<Row> {
  return { id: 'candidate', header: label, label, cell: (row) => <PersonLink {...person(row)} /> };
}

/** A listing's `status` column: the nomination status of each row as a badge. */
export function nominationStatusColumn<Row extends { status: number }>(label: string): DataTableColumn<Row> {
  return {
    id: 'status',
    header: label,
    label,
    cell: (row) => <StatusBadge kind="nomination" status={row.status as NominationStatusId} />,
  };
}
