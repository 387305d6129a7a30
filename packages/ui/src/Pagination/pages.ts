/** A server page as the list API takes it: `$skip` records, then `$limit` of them. */
export interface PaginationPage {
  /** How many records come before the page (`$skip`). */
  skip: number;
  /** How many records a page holds (`$limit`). */
  limit: number;
}

/** One slot of a page-number row: a page, or a gap standing for the pages left out. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; position: 'start' | 'end' };

/** How many pages `total` records fill at `limit` per page (at least 1, so "page 1 of 1" when empty). */
export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

/** The 1-based page that `skip` falls on. */
export function pageOf({ skip, limit }: PaginationPage): number {
  return limit <= 0 ? 1 : Math.floor(Math.max(0, skip) / limit) + 1;
}

/** The `$skip` of a 1-based page. */
export function skipOf(page: number, limit: number): number {
  return Math.max(0, (page - 1) * limit);
}

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page', page: from + i }));

/**
 * The page numbers to offer: always the first and last, `siblings` either side of the current one, and
 * a gap where pages are left out. The row keeps one length (`2 × siblings + 5`) as the current page
 * moves, so the buttons do not jump about; a gap never hides a single page.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 0) return [];
  const slots = 2 * siblings + 5;
  if (count <= slots) return pages(1, count);
  const page = Math.min(Math.max(1, current), count);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, count);
  const gapStart = left > 3;
  const gapEnd = right < count - 2;
  if (!gapStart) return [...pages(1, slots - 2), { type: 'gap', position: 'end' }, ...pages(count, count)];
  if (!gapEnd) return [...pages(1, 1), { type: 'gap', position: 'start' }, ...pages(count - (slots - 3), count)];
  return [
    ...pages(1, 1),
    { type: 'gap', position: 'start' },
    ...pages(left, right),
    { type: 'gap', position: 'end' },
    ...pages(count, count),
  ];
}
