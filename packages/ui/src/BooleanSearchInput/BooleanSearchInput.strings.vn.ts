import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './BooleanSearchInput.strings';

/** `ui.BooleanSearchInput.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const booleanSearchInputStrings: StringsShape<typeof english.booleanSearchInputStrings> = {
  label: 'Tìm kiếm kỹ năng',
  placeholder: 'ví dụ java AND (spring OR "spring boot")',
  near: 'Gần “{{token}}”, ký tự thứ {{position}}.',
  help: 'Mẹo tìm kiếm',
  helpTitle: 'Cú pháp tìm kiếm Boolean',
  and: 'Cả hai từ khóa phải khớp',
  or: 'Một trong hai từ khóa khớp là đủ',
  not: 'Loại bỏ hồ sơ có từ khóa',
  phrase: 'Một cụm từ chính xác',
  wildcard: 'Các từ bắt đầu bằng từ khóa',
  group: 'Nhóm các từ khóa; các nhóm có thể lồng nhau',
  adjacent: 'Các từ khóa đứng cạnh nhau nghĩa là AND. Toán tử có thể viết hoa hoặc thường.',
  separators: 'Dấu phẩy, chấm phẩy, gạch chéo và | tách từ như dấu cách: | không phải là OR.',
};
