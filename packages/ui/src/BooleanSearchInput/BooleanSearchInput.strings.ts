import { defineStrings } from '../i18n/defineStrings';

/**
 * The `ui.BooleanSearchInput.*` strings, in English and Vietnamese. The operators themselves (AND, OR,
 * NOT) are syntax and stay in English in both languages: the parser reads only those.
 */
export const booleanSearchInputStrings = defineStrings(
  {
    label: 'Skills search',
    placeholder: 'e.g. java AND (spring OR "spring boot")',
    near: 'Near “{{token}}”, character {{position}}.',
    help: 'Search tips',
    helpTitle: 'Boolean search syntax',
    and: 'Both terms must match',
    or: 'Either term may match',
    not: 'Leaves out resumes with the term',
    phrase: 'An exact phrase',
    wildcard: 'Words that start with the term',
    group: 'Groups terms; groups may be nested',
    adjacent: 'Terms side by side mean AND. Operators may be written in any case.',
    separators: 'Commas, semicolons, slashes and | separate words like spaces: | is not OR.',
  },
  {
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
  },
);
