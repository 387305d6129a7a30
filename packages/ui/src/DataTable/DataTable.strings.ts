import { defineStrings } from '../i18n/defineStrings';

/** The `ui.DataTable.*` strings, in English and Vietnamese. */
export const dataTableStrings = defineStrings(
  {
    loading: 'Loading rows…',
    empty: 'No records to show',
    error: 'The rows could not be loaded',
    retry: 'Try again',
    sortAscending: 'Sorted ascending',
    sortDescending: 'Sorted descending',
    sortBy: 'Sort by {{column}}',
    range: '{{from}}–{{to}} of {{total}}',
    rangeEmpty: '0 of 0',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageSize: 'Rows per page',
    pagination: 'Pagination',
  },
  {
    loading: 'Đang tải dữ liệu…',
    empty: 'Không có bản ghi nào',
    error: 'Không thể tải dữ liệu',
    retry: 'Thử lại',
    sortAscending: 'Sắp xếp tăng dần',
    sortDescending: 'Sắp xếp giảm dần',
    sortBy: 'Sắp xếp theo {{column}}',
    range: '{{from}}–{{to}} trên {{total}}',
    rangeEmpty: '0 trên 0',
    previousPage: 'Trang trước',
    nextPage: 'Trang sau',
    pageSize: 'Số dòng mỗi trang',
    pagination: 'Phân trang',
  },
);
