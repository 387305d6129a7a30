import type { components, paths } from '@arms/api-client';
import { armsHttp, errorBody } from '@arms/api-client/mocks';
import { nominationStatuses } from '@arms/domain';
import type { HttpHandler } from 'msw';

type Json<P extends keyof paths, M extends 'get'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer D } } };
}
  ? D
  : never;

export type StaffUser = components['schemas']['StaffUser'];
export type Dashboard = Json<'/dashboard', 'get'>;
export type NominationReport = Json<'/reports/resumes-nominated-to-jobs', 'get'>;
export type JobListing = Json<'/reports/job-listing', 'get'>;

const statusKeys = nominationStatuses.items.map((s) => s.key);
type Counts = NominationReport['summary']['counts'];
type Times = NominationReport['summary']['timeInStatus'];
const counts = (values: number[]) => Object.fromEntries(statusKeys.map((k, i) => [k, values[i] ?? 0])) as Counts;
const times = (values: number[]) =>
  Object.fromEntries(
    statusKeys.map((k, i) => [
      k,
      values[i]
        ? { averageDays: values[i]!, medianDays: values[i]! - 0.5, nominations: 2 }
        : { averageDays: null, medianDays: null, nominations: 0 },
    ]),
  ) as Times;

/** A staff record as `GET /rms-users/{id}` answers it. */
export function aStaffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 2,
    userId: 2,
    firstName: 'Hoa',
    lastName: 'Nguyễn',
    status: 1,
    companyId: 1,
    company: { id: 1, name: 'Lotus Engineering Pte. Ltd.', status: 1 },
    permissionGroup: null,
    permission: [{ userPermission: 'view_all_job' }, { userPermission: 'post_job' }],
    isFirstTimeLogin: false,
    acceptTermDate: '2026-01-05T00:00:00.000Z',
    isPrimary: false,
    user: { id: 2, email: 'hoa@lotus-demo.sg', role: ['hr_staff'] },
    createdAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A nominations report page with rows per job. */
export function aNominationReport(rows = 3): NominationReport {
  const data = Array.from({ length: rows }, (_, i) => ({
    id: i + 1,
    name: ['Senior Civil Engineer', 'Kỹ sư phần mềm (Node.js)', 'Quantity Surveyor'][i % 3]!,
    total: 4 + i,
    counts: counts([1 + i, 1, 0, 1, 0, 1]),
    timeInStatus: times([3 + i, 2, 0, 5, 0, 7]),
  }));
  return {
    total: rows,
    limit: 25,
    skip: 0,
    from: '2026-01-01',
    to: '2026-01-30',
    timeZone: 'Asia/Singapore',
    asOf: '2026-01-30T15:59:59.000Z',
    summary: {
      total: data.reduce((a, r) => a + r.total, 0),
      counts: counts([6, 3, 0, 3, 0, 3]),
      timeInStatus: times([4, 2, 0, 5, 0, 7]),
    },
    data,
  };
}

/** The job listing report. */
export function aJobListing(rows = 2): JobListing {
  const data = Array.from({ length: rows }, (_, i) => ({
    id: i + 1,
    position: ['Senior Civil Engineer', 'Kỹ sư phần mềm (Node.js)'][i % 2]!,
    hiringEntity: i ? null : 'Marina Bay Project',
    jobStatusId: 239,
    jobStatus: 'Open',
    publishState: 'jobboard',
    vacancies: 2,
    createdAt: '2026-01-03T00:00:00.000Z',
    totalNominations: 3,
    counts: counts([1, 1, 0, 1]),
    daysOpen: 27,
    daysInStatus: { open: 27, close: 0, others: 0, forTender: 0, successful: 0 },
  }));
  return {
    total: rows,
    limit: 25,
    skip: 0,
    from: '2026-01-01',
    to: '2026-01-30',
    timeZone: 'Asia/Singapore',
    asOf: '2026-01-30T15:59:59.000Z',
    summary: { vacancies: rows * 2, totalNominations: rows * 3, counts: counts([rows, rows, 0, rows]) },
    data,
  };
}

/** The home dashboard of a company with some activity. */
export function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    openJobs: 3,
    nominationsByStatus: counts([3, 2, 1, 4, 0, 1, 1]),
    candidatesVisible: true,
    interviewsThisWeek: {
      from: '2026-01-12',
      to: '2026-01-18',
      total: 1,
      items: [
        {
          id: 1,
          jobResumeId: 4,
          startsAt: '2026-01-14T02:00:00.000Z',
          resumeId: 7,
          candidate: 'Minh Anh Nguyễn',
          jobId: 1,
          position: 'Senior Civil Engineer',
        },
      ],
    },
    expiringJobs: {
      withinDays: 14,
      total: 1,
      items: [{ id: 2, position: 'Quantity Surveyor', postingExpiry: '2026-01-20T00:00:00.000Z' }],
    },
    recentNominations: [
      {
        id: 4,
        status: 4,
        createdAt: '2026-01-10T00:00:00.000Z',
        resumeId: 7,
        candidate: 'Minh Anh Nguyễn',
        jobId: 1,
        position: 'Senior Civil Engineer',
      },
    ],
    ...overrides,
  };
}

/** A company with nothing yet: the first steps. */
export const emptyDashboard: Dashboard = aDashboard({
  openJobs: 0,
  nominationsByStatus: counts([]),
  interviewsThisWeek: { from: '2026-01-12', to: '2026-01-18', total: 0, items: [] },
  expiringJobs: { withinDays: 14, total: 0, items: [] },
  recentNominations: [],
});

type Department = components['schemas']['Department'];
type HiringManager = components['schemas']['HiringManager'];
type Attachment = components['schemas']['Attachment'];
type Document = components['schemas']['Document'];

/** No company logo: the header shows the brand. */
export const noLogo: HttpHandler = armsHttp.get('/cms/{id}', ({ response }) =>
  response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
);

/** A hiring entity as `GET /departments` answers it; override any field. */
export function aDepartment(overrides: Partial<Department> = {}): Department {
  const id = overrides.id ?? 1;
  return {
    id,
    departmentId: id,
    companyId: 1,
    name: 'Marina Bay Data Centre',
    description: 'Tier III data centre operations for the Singapore region.',
    address: '10 Marina Boulevard, Singapore',
    postalCode: '018983',
    phone: '+65 6123 4567',
    website: 'https://marina-dc.example.sg',
    workingHour: 'Mon–Fri 9:00–18:00',
    benefits: 'Medical, dental, 18 days of annual leave',
    protocol: null,
    status: 1,
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

/** A hiring manager of a hiring entity. */
export function aHiringManager(overrides: Partial<HiringManager> = {}): HiringManager {
  return {
    id: 1,
    departmentId: 1,
    firstName: 'Grace',
    lastName: 'Lim',
    name: 'Grace Lim',
    email: 'grace.lim@marina-dc.example.sg',
    designation: 'Project Director',
    tel: null,
    mobile: '+65 9123 4567',
    status: 1,
    ...overrides,
  };
}

/** A document attached to a record. */
export function anAttachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    id: 1,
    ownerId: 1,
    kind: 'department',
    name: 'Site induction.pdf',
    mimeType: 'application/pdf',
    size: 248_000,
    createdBy: 1,
    createdAt: '2026-03-03T08:00:00.000Z',
    ...overrides,
  };
}

/** A reference document of `GET /documents`. */
export function aDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 1,
    name: 'Employer guide',
    description: 'How to post a job and follow its candidates',
    mimeType: 'application/pdf',
    size: 1_250_000,
    publicKey: null,
    status: 1,
    createdAt: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}
