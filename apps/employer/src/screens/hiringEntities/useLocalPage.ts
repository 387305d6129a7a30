import { useState } from 'react';
import type { DataTablePage } from '@arms/ui';

/** Paging on the client for a short list the API answers whole (hiring managers, documents, the access log). */
export function useLocalPage<T>(rows: readonly T[] | undefined, limit = 10) {
  const [page, setPage] = useState<DataTablePage>({ skip: 0, limit });
  const all = rows ?? [];
  const skip = page.skip >= all.length && all.length > 0 ? 0 : page.skip;
  return {
    page: { skip, limit: page.limit },
    onPageChange: setPage,
    rows: all.slice(skip, skip + page.limit),
    total: all.length,
  };
}
