/** The `ui.Pagination.*` strings, in English and Vietnamese (DataTable's pager uses them too). */
export const paginationStrings = {
  label: 'Pagination',
  pageSize: 'Rows per page',
  range: '{{from}}–{{to}} of {{total}}',
  rangeEmpty: '0 of 0',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {{page}}',
};
