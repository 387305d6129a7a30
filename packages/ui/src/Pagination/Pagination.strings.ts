import { defineStrings } from '../i18n/defineStrings';

/** The `ui.Pagination.*` strings, in English and Vietnamese (DataTable's pager uses them too). */
export const paginationStrings = defineStrings(
  {
    label: 'Pagination',
    pageSize: 'Rows per page',
    range: '{{from}}–{{to}} of {{total}}',
    rangeEmpty: '0 of 0',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: 'Page {{page}}',
  },
  {
    label: 'Phân trang',
    pageSize: 'Số dòng mỗi trang',
    range: '{{from}}–{{to}} trên {{total}}',
    rangeEmpty: '0 trên 0',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    page: 'Trang {{page}}',
  },
);
