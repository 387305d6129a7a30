import { defineStrings } from '../i18n/defineStrings';

/** The `ui.EmptyState.*` strings, in English and Vietnamese. */
export const emptyStateStrings = defineStrings(
  {
    emptyTitle: 'Nothing here yet',
    noResultsTitle: 'No matching results',
    noResultsDescription: 'Try other words, or clear the filters.',
    errorTitle: 'Something went wrong',
    errorDescription: 'This could not be loaded. Please try again.',
  },
  {
    emptyTitle: 'Chưa có dữ liệu',
    noResultsTitle: 'Không có kết quả phù hợp',
    noResultsDescription: 'Hãy thử từ khoá khác hoặc xoá bộ lọc.',
    errorTitle: 'Đã xảy ra lỗi',
    errorDescription: 'Không thể tải nội dung này. Vui lòng thử lại.',
  },
);
