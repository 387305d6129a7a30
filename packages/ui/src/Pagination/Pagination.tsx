import { localeFor } from '@arms/domain';
import { useId, useMemo } from 'react';
import { Button } from '../Button';
import { useUiTranslation } from '../i18n';
import { pageCount, pageItems, pageOf, skipOf, type PaginationPage } from './pages';
import { Gap, Nav, PageSize, Pages, Range, Steps } from './Pagination.styles';
import { paginationStrings } from './Pagination.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Pagination: paginationStrings };

export interface PaginationProps {
  /** The current page, as the list API's `$skip` and `$limit`. */
  page: PaginationPage;
  /** How many records match on the server. */
  total: number;
  /** Asks for another page; a new page size starts again from the first page. */
  onPageChange: (page: PaginationPage) => void;
  /** The page sizes offered; an empty list hides the choice. @default [10, 25, 50, 100] */
  pageSizeOptions?: readonly number[];
  /** Shows a button per page, with gaps for long ranges, between previous and next. @default false */
  showPageNumbers?: boolean;
  /** With `showPageNumbers`, how many pages to show either side of the current one. @default 1 */
  siblingCount?: number;
  /** The navigation landmark's name; give one per pager when a screen has several. @default "Pagination" */
  'aria-label'?: string;
}

const defaultPageSizes = [10, 25, 50, 100] as const;

/**
 * The pager of server-driven lists: page size, "1–10 of 57", previous and next, and optionally the
 * page numbers. It speaks in `$skip`/`$limit`, so its value goes to the API as it is.
 */
export function Pagination({
  page,
  total,
  onPageChange,
  pageSizeOptions = defaultPageSizes,
  showPageNumbers = false,
  siblingCount = 1,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const { t, i18n } = useUiTranslation(uiStrings);
  const pageSizeId = useId();
  const number = useMemo(() => new Intl.NumberFormat(localeFor(i18n.language)), [i18n.language]);
  // The current size is always offered, even when the caller's list does not have it.
  const sizes = useMemo(
    () =>
      pageSizeOptions.length === 0
        ? []
        : [...new Set([...pageSizeOptions, page.limit])].filter((n) => n > 0).sort((a, b) => a - b),
    [pageSizeOptions, page.limit],
  );
  const current = pageOf(page);
  const count = pageCount(total, page.limit);
  const from = total === 0 ? 0 : page.skip + 1;
  const to = Math.min(page.skip + page.limit, total);
  const goTo = (next: number) => onPageChange({ ...page, skip: skipOf(next, page.limit) });

  return (
    <Nav aria-label={ariaLabel ?? t('Pagination.label')}>
      {sizes.length > 0 && (
        <PageSize htmlFor={pageSizeId}>
          {t('Pagination.pageSize')}
          <select
            id={pageSizeId}
            value={page.limit}
            onChange={(event) => onPageChange({ skip: 0, limit: Number(event.target.value) })}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {number.format(size)}
              </option>
            ))}
          </select>
        </PageSize>
      )}
      <Range aria-live="polite">
        {total === 0
          ? t('Pagination.rangeEmpty')
          : t('Pagination.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </Range>
      <Steps>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('Pagination.previousPage')}
          disabled={page.skip <= 0}
          onClick={() => onPageChange({ ...page, skip: Math.max(0, page.skip - page.limit) })}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        {showPageNumbers && (
          <Pages>
            {pageItems(current, count, siblingCount).map((item) =>
              item.type === 'gap' ? (
                <Gap key={`gap-${item.position}`} aria-hidden="true">
                  …
                </Gap>
              ) : (
                <li key={item.page}>
                  <Button
                    size="sm"
                    variant={item.page === current ? 'primary' : 'ghost'}
                    aria-label={t('Pagination.page', { page: number.format(item.page) })}
                    aria-current={item.page === current ? 'page' : undefined}
                    onClick={() => item.page !== current && goTo(item.page)}
                  >
                    {number.format(item.page)}
                  </Button>
                </li>
              ),
            )}
          </Pages>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('Pagination.nextPage')}
          disabled={page.skip + page.limit >= total}
          onClick={() => onPageChange({ ...page, skip: page.skip + page.limit })}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </Steps>
    </Nav>
  );
}
