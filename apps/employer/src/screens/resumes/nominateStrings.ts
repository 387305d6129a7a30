import { defineNamespace } from '@arms/ui';

export const useNominateStrings = defineNamespace('empResumeNominate', {
  en: {
    title_one: 'Nominate {{count}} resume',
    title_other: 'Nominate {{count}} resumes',
    to: 'Nominate to',
    job: 'Job',
    department: 'Hiring entity',
    chooseTarget: 'Choose where to nominate the resumes',
    nominate: 'Nominate',
    cancel: 'Cancel',
    nominated_one: '{{count}} resume nominated ({{already}} already there)',
    nominated_other: '{{count}} resumes nominated ({{already}} already there)',
  },
  vn: {
    title_one: 'Đề cử {{count}} hồ sơ',
    title_other: 'Đề cử {{count}} hồ sơ',
    to: 'Đề cử vào',
    job: 'Công việc',
    department: 'Đơn vị tuyển dụng',
    chooseTarget: 'Hãy chọn nơi đề cử hồ sơ',
    nominate: 'Đề cử',
    cancel: 'Hủy',
    nominated_one: 'Đã đề cử {{count}} hồ sơ ({{already}} hồ sơ đã có sẵn)',
    nominated_other: 'Đã đề cử {{count}} hồ sơ ({{already}} hồ sơ đã có sẵn)',
  },
});
