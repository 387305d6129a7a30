import { defineNamespace } from '@arms/ui';

export const useJobStrings = defineNamespace('admJobs', {
  en: {
    description: 'Every job of every employer, newest first.',
    search: 'Search by position or employer',
    status: 'Job status',
    allStatuses: 'Every status',
    caption: 'Jobs of every employer',
    position: 'Position',
    employer: 'Employer',
    publishState: 'Published to',
    created: 'Created',
    emptyTitle: 'No jobs yet',
    emptyText: 'Jobs appear here as soon as an employer creates one in the employer portal.',
    noMatch: 'No job matches this search.',
    clear: 'Clear the search',
  },
  vn: {
    description: 'Mọi công việc của mọi nhà tuyển dụng, mới nhất trước.',
    search: 'Tìm theo vị trí hoặc nhà tuyển dụng',
    status: 'Trạng thái công việc',
    allStatuses: 'Mọi trạng thái',
    caption: 'Công việc của mọi nhà tuyển dụng',
    position: 'Vị trí',
    employer: 'Nhà tuyển dụng',
    publishState: 'Đăng tại',
    created: 'Ngày tạo',
    emptyTitle: 'Chưa có công việc nào',
    emptyText: 'Công việc sẽ xuất hiện ở đây ngay khi một nhà tuyển dụng tạo trên cổng nhà tuyển dụng.',
    noMatch: 'Không có công việc nào khớp với tìm kiếm này.',
    clear: 'Xóa tìm kiếm',
  },
});
