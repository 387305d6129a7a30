import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './EmptyState.strings';

/** `ui.EmptyState.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const emptyStateStrings: StringsShape<typeof english.emptyStateStrings> = {
  emptyTitle: 'Chưa có dữ liệu',
  noResultsTitle: 'Không có kết quả phù hợp',
  noResultsDescription: 'Hãy thử từ khoá khác hoặc xoá bộ lọc.',
  errorTitle: 'Đã xảy ra lỗi',
  errorDescription: 'Không thể tải nội dung này. Vui lòng thử lại.',
};
