import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './DataTable.strings';

/** `ui.DataTable.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const dataTableStrings: StringsShape<typeof english.dataTableStrings> = {
  loading: 'Đang tải dữ liệu…',
  empty: 'Không có bản ghi nào',
  error: 'Không thể tải dữ liệu',
  retry: 'Thử lại',
  sortAscending: 'Sắp xếp tăng dần',
  sortDescending: 'Sắp xếp giảm dần',
  selectPage: 'Chọn tất cả các dòng trên trang này',
  selectRow: 'Chọn',
  selectedCount: 'Đã chọn {{count}}',
  clearSelection: 'Bỏ chọn',
  bulkActions: 'Thao tác hàng loạt',
  columns: 'Cột',
  showColumns: 'Hiện các cột',
  sortLabel: 'Sắp xếp theo',
  sortDefault: 'Thứ tự mặc định',
  sortOptionAscending: '{{column}}, tăng dần',
  sortOptionDescending: '{{column}}, giảm dần',
};
