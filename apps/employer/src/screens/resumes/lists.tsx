import { Avatar, type DataTableProps } from '@arms/ui';
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

/**
 * A person in a list's first column: the avatar, the name linking to `href`, and a muted line below
 * (`wrapNote` lets a long one, an email, break anywhere).
 */
export function PersonLink({
  name,
  href,
  note,
  wrapNote = false,
}: {
  name: string;
  href: string;
  note?: ReactNode;
  wrapNote?: boolean;
}) {
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
