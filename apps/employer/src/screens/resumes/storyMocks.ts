import { aResumeSummary, armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { components, paths } from '@arms/api-client';
import { motherTongues } from '@arms/domain';
import type { HttpHandler } from 'msw';

const at = '2026-01-01T00:00:00.000Z';

/** The reference lists the resume filters and columns read, as typed MSW handlers. */
export const referenceHandlers: HttpHandler[] = [
  armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'))),
  armsHttp.get('/nationalities', ({ response }) =>
    response(200).json(
      listOf(
        [
          { id: 1, name: 'Vietnamese', status: 1, order: 1, code: 'VN', createdAt: at, updatedAt: at },
          { id: 2, name: 'Singaporean', status: 1, order: 2, code: 'SG', createdAt: at, updatedAt: at },
        ],
        { limit: -1 },
      ),
    ),
  ),
  armsHttp.get('/residential-statuses', ({ response }) =>
    response(200).json(
      listOf(
        [
          { id: 1, name: 'NA', status: 1, order: 1, createdAt: at, updatedAt: at },
          { id: 2, name: 'Singapore PR', status: 1, order: 2, createdAt: at, updatedAt: at },
        ],
        { limit: -1 },
      ),
    ),
  ),
  armsHttp.get('/sectors', ({ response }) =>
    response(200).json(
      listOf(
        [
          { id: 1, name: 'Civil & Structural', status: 1, order: 1, createdAt: at, updatedAt: at },
          { id: 2, name: 'Information Technology', status: 1, order: 2, createdAt: at, updatedAt: at },
        ],
        { limit: -1 },
      ),
    ),
  ),
  armsHttp.get('/resume-source-channels', ({ response }) =>
    response(200).json(
      listOf(
        [
          { id: 4, name: 'LinkedIn', status: 1, order: 1, companyId: 1, createdAt: at, updatedAt: at },
          { id: 5, name: 'Ngày hội việc làm Hà Nội', status: 1, order: 2, companyId: 1, createdAt: at, updatedAt: at },
        ],
        { limit: -1 },
      ),
    ),
  ),
];

/** The mother tongues as `GET resumes/mothertongues` answers them: the whole locale table of @arms/domain. */
export const motherTonguesHandler = armsHttp.get('/resumes/mothertongues', ({ response }) =>
  response(200).json(listOf([...motherTongues], { limit: -1 })),
);

type EmailReminder =
  paths['/resumes/{id}/email-reminders']['get']['responses']['200']['content']['application/json']['data'][number];

/** An email reminder of a resume as `GET /resumes/{id}/email-reminders` answers it; override any field. */
export function anEmailReminder(overrides: Partial<EmailReminder> = {}): EmailReminder {
  return {
    id: 1,
    resumeId: 7,
    remindAt: '2026-12-01T02:00:00.000Z',
    subject: 'Call back about the Đà Nẵng bridge project',
    note: 'Ask about the notice period.',
    recipientId: 1,
    recipientName: 'Lan Phạm',
    createdBy: 1,
    createdAt: at,
    sentAt: null,
    ...overrides,
  };
}

type ResumeHistory =
  paths['/resumes/{id}/histories']['get']['responses']['200']['content']['application/json']['data'][number];

/**
 * A row of a resume's history as `GET /resumes/{id}/histories` answers it, by default an updated log
 * (`reviewed`) of the story's signed-in user (id 1); override any field.
 */
export function aResumeHistory(overrides: Partial<ResumeHistory> = {}): ResumeHistory {
  return {
    id: 5,
    resumeId: 7,
    action: 'reviewed',
    fields: [],
    note: 'Checked the Đà Nẵng references.',
    userId: 1,
    userName: 'Mei Ling Tan',
    createdAt: '2026-02-05T04:00:00.000Z',
    noteUpdatedAt: null,
    ...overrides,
  };
}

/** A page of resumes with Vietnamese names, long skills and both age and experience bands. */
export const resumeRows = [
  aResumeSummary({ id: 1, nationalityId: 1, flag: 'red' }),
  aResumeSummary({
    id: 2,
    firstName: 'Hồng',
    lastName: 'Đặng Thị',
    email: 'hong.dang@example.vn',
    dob: '1979-09-02',
    experienceMonths: 260,
    nationalityId: 1,
    skills: ['Kỹ sư kết cấu', 'Quản lý dự án', 'Revit', 'ETABS', 'SAP2000', 'Tekla Structures', 'BIM coordination'],
  }),
  aResumeSummary({
    id: 3,
    firstName: 'Wei Ming',
    lastName: 'Lim',
    email: null,
    dob: null,
    experienceMonths: null,
    nationalityId: 2,
    skills: [],
  }),
];

type Nomination = components['schemas']['Nomination'];

/** A job nomination as `GET /jobs/{id}/resumes` answers it; override any field. */
export function aNomination(overrides: Partial<Nomination> & { resume: Nomination['resume'] }): Nomination {
  const id = overrides.id ?? overrides.resume.id;
  return {
    id,
    jobResumeId: id,
    jobId: 1,
    departmentId: null,
    resumeId: overrides.resume.id,
    status: 1,
    statusKey: 'open',
    nextStatuses: [2, 3, 4, 10],
    isPortal: false,
    remarks: null,
    statusChangedAt: at,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

type Referee = paths['/referrals/{id}']['get']['responses']['200']['content']['application/json'];

/** A referee contact as `GET referrals/{id}` and the referee list answer it; override any field. */
export function aReferee(overrides: Partial<Referee> = {}): Referee {
  return {
    id: 1,
    resumeId: 1,
    resumeName: 'An Nguyễn Văn',
    name: 'Trần Thị Mai',
    designation: 'Project director',
    company: 'Sông Đà Construction',
    email: 'mai.tran@songda.vn',
    phone: '+84 24 3851 0000',
    hasAvatar: false,
    ...overrides,
  };
}

type PortalResume = components['schemas']['PortalResume'];

/** An application through the candidate portal as `GET /portal-resumes` answers it; override any field. */
export function aPortalResume(overrides: Partial<PortalResume> = {}): PortalResume {
  const id = overrides.id ?? 11;
  return {
    id,
    jobResumeId: id,
    jobId: overrides.job?.id ?? 5,
    status: 1,
    statusKey: 'open',
    nextStatuses: [2, 3, 4, 10],
    portalState: 'pending',
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    job: { id: 5, position: 'Senior Structural Engineer' },
    resume: aResumeSummary({ id: 1 }),
    ...overrides,
  };
}
