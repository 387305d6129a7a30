import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './Pagination.strings';

/** `ui.Pagination.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const paginationStrings: StringsShape<typeof english.paginationStrings> = {
  label: 'Phân trang',
  pageSize: 'Số dòng mỗi trang',
  range: '{{from}}–{{to}} trên {{total}}',
  rangeEmpty: '0 trên 0',
  previousPage: 'Trang trước',
  nextPage: 'Trang sau',
  page: 'Trang {{page}}',
};
