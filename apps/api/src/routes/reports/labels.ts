import type { Lang } from '@arms/domain';

/** Column labels of the report exports in the two interface languages (section 1). */
const texts = {
  en: {
    hiringEntity: 'Hiring entity',
    job: 'Job',
    recruiter: 'Recruiter',
    id: 'ID',
    total: 'Total',
    allRows: 'All',
    averageDays: 'average days',
    medianDays: 'median days',
    jobStatus: 'Job status',
    publishState: 'Publish state',
    vacancies: 'Vacancies',
    createdAt: 'Created on',
    nominations: 'Nominations',
    daysOpen: 'Days open',
    daysIn: 'Days in',
  },
  vn: {
    hiringEntity: 'Đơn vị tuyển dụng',
    job: 'Công việc',
    recruiter: 'Người tuyển dụng',
    id: 'Mã',
    total: 'Tổng',
    allRows: 'Tất cả',
    averageDays: 'số ngày trung bình',
    medianDays: 'số ngày trung vị',
    jobStatus: 'Trạng thái công việc',
    publishState: 'Trạng thái đăng tin',
    vacancies: 'Số lượng tuyển',
    createdAt: 'Ngày tạo',
    nominations: 'Hồ sơ đề cử',
    daysOpen: 'Số ngày mở',
    daysIn: 'Số ngày ở trạng thái',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ReportLabel = keyof (typeof texts)['en'];

/** A report column label. */
export function reportLabel(key: ReportLabel, lang: Lang): string {
  return texts[lang][key];
}

export { jobStatusLabel, nominationStatusLabel, publishStateLabel } from '../../services/status-labels';
