import { jobStatuses, nominationStatuses, publishStates, translate, type Lang } from '@arms/domain';

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

/** A nomination status name (1 to 12) from the domain's texts. */
export function nominationStatusLabel(id: number, lang: Lang): string {
  const item = nominationStatuses.items.find((s) => s.id === id);
  return item ? translate(item.labelKey, lang) : String(id);
}

/** A job status name from the domain's texts; statuses outside the domain's five keep their list name. */
export function jobStatusLabel(id: number, lang: Lang, fallback: string): string {
  const item = jobStatuses.items.find((s) => s.id === id);
  return item ? translate(item.labelKey, lang) : fallback;
}

/** A publish state name from the domain's texts. */
export function publishStateLabel(id: string, lang: Lang): string {
  const item = publishStates.items.find((s) => s.id === id);
  return item ? translate(item.labelKey, lang) : id;
}
