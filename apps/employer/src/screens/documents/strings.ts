import { defineNamespace } from '@arms/ui';

export const useDocumentStrings = defineNamespace('empDocuments', {
  en: {
    description: 'Reference documents shared by the ARMS team: guides, forms and templates.',
    caption: 'Documents',
    name: 'Name',
    details: 'Description',
    type: 'Type',
    size: 'Size',
    added: 'Added',
    download: 'Download {{name}}',
    downloadShort: 'Download',
    emptyTitle: 'No documents yet',
    emptyText: 'The ARMS team has not shared any documents. They will appear here when they do.',
  },
  vn: {
    description: 'Tài liệu tham khảo do đội ngũ ARMS chia sẻ: hướng dẫn, biểu mẫu và mẫu.',
    caption: 'Tài liệu',
    name: 'Tên',
    details: 'Mô tả',
    type: 'Loại',
    size: 'Dung lượng',
    added: 'Ngày thêm',
    download: 'Tải xuống {{name}}',
    downloadShort: 'Tải xuống',
    emptyTitle: 'Chưa có tài liệu',
    emptyText: 'Đội ngũ ARMS chưa chia sẻ tài liệu nào. Tài liệu sẽ hiện ở đây khi được chia sẻ.',
  },
});
