import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './RichTextEditor.strings';

/** `ui.RichTextEditor.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const richTextEditorStrings: StringsShape<typeof english.richTextEditorStrings> = {
  toolbar: 'Định dạng',
  textStyle: 'Kiểu chữ: {{current}}',
  textStyles: 'Các kiểu chữ',
  paragraph: 'Đoạn văn',
  heading1: 'Tiêu đề 1',
  heading2: 'Tiêu đề 2',
  heading3: 'Tiêu đề 3',
  heading4: 'Tiêu đề 4',
  heading5: 'Tiêu đề 5',
  heading6: 'Tiêu đề 6',
  bold: 'In đậm',
  italic: 'In nghiêng',
  bulletList: 'Danh sách dấu đầu dòng',
  orderedList: 'Danh sách đánh số',
  addLink: 'Thêm liên kết',
  editLink: 'Sửa liên kết',
  removeLink: 'Xóa liên kết',
  linkForm: 'Liên kết',
  linkUrl: 'Địa chỉ liên kết',
  linkHint: 'Ví dụ https://www.lotus-demo.sg/careers',
  applyLink: 'Áp dụng',
  cancelLink: 'Hủy',
  required: 'bắt buộc',
};
