import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './FileDropzone.strings';

/** `ui.FileDropzone.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const fileDropzoneStrings: StringsShape<typeof english.fileDropzoneStrings> = {
  chooseFile: 'Kéo và thả tệp vào đây, hoặc chọn tệp',
  chooseFiles: 'Kéo và thả các tệp vào đây, hoặc chọn tệp',
  dropHere: 'Thả để thêm',
  dropRejected: 'Không thể thêm tệp này vào đây',
  checking: 'Đang kiểm tra…',
  formats: 'Định dạng được chấp nhận: {{formats}}',
  maxSize: 'Kích thước tối đa {{maxSize}} MB',
  minPixels: 'Tối thiểu {{minWidth}} x {{minHeight}} điểm ảnh',
  invalidType: 'Loại tệp này không được chấp nhận. Định dạng được chấp nhận: {{formats}}',
  anyType: 'Loại tệp này không được chấp nhận',
  tooMany: 'Quá nhiều tệp: chỉ thêm tối đa {{max}} tệp',
  notReadable: 'Không thể đọc tệp này',
  notAdded: 'Chưa thêm {{name}}',
  files: 'Các tệp',
  sizeKb: '{{size}} KB',
  sizeMb: '{{size}} MB',
  queued: 'Đang chờ tải lên',
  uploading: 'Đang tải lên',
  uploadingPercent: 'Đang tải lên {{progress}}%',
  done: 'Đã tải lên',
  error: 'Tải lên thất bại',
  progress: 'Tiến độ tải lên của {{name}}',
  remove: 'Xóa {{name}}',
};
