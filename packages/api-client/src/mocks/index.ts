import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/schema';

/**
 * MSW's `http`, typed from the same OpenAPI document as the client: only paths the API has, their
 * path and query parameters, request bodies, and responses that must match the contract (a mock
 * that does not fails to compile). For Storybook screen stories and consumers' own tests.
 *
 * @example
 * const handlers = [armsHttp.get('/jobs', ({ response }) => response(200).json(jobList([aJob()])))];
 */
export function createArmsHttp(baseUrl = '*/api') {
  return createOpenApiHttp<paths>({ baseUrl });
}

/** The typed `http` for an API mounted at `/api` on any origin. */
export const armsHttp = createArmsHttp();

type Job = components['schemas']['Job'];
type SessionUser = components['schemas']['SessionUser'];
type ErrorBody = components['schemas']['ErrorBody'];
type Resume = components['schemas']['Resume'];
type ResumeSummary = components['schemas']['ResumeSummary'];

/** A job as `GET /jobs` answers it; override any field. */
export function aJob(overrides: Partial<Job> = {}): Job {
  const now = new Date('2026-01-15T08:00:00.000Z').toISOString();
  return {
    id: 1,
    companyId: 1,
    position: 'Senior Civil Engineer',
    jobStatusId: 239,
    jobStatus: { id: 239, name: 'Open', colour: '#2e7d32' },
    publishState: 'jobboard',
    vacancies: 1,
    hiringType: 1,
    salaryMin: 6500,
    salaryMax: 8500,
    salaryCurrency: 'SGD',
    salaryPeriod: 3,
    countryOfWork: 'Singapore',
    jobId: overrides.id ?? 1,
    salaryNegotiable: false,
    departmentId: null,
    contactPersonId: null,
    contractDuration: null,
    contractDurationType: null,
    skills: [],
    filter1: null,
    filter2: null,
    filter3: null,
    specialty: null,
    teamAssignment: [],
    postingExpiry: null,
    warrantyPeriod: null,
    description: null,
    creditsUsed: 1,
    autoRepost: false,
    postedAt: now,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A signed-in user as `POST /auth` and `GET /auth` answer it; override any field. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'admin@lotus-demo.sg',
    role: ['account_admin'],
    firstName: 'Mei Ling',
    lastName: 'Tan',
    gender: null,
    photoPath: null,
    emailSign: null,
    companyId: 1,
    company: { id: 1, name: 'Lotus Engineering Pte. Ltd.', companyUrl: null },
    permissions: ['view_all_job', 'post_job'],
    isFirstTimeLogin: false,
    acceptTermDate: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A list answer `{ total, limit, skip, data }` for one page of rows. */
export function listOf<T>(data: T[], page: { skip?: number; limit?: number; total?: number } = {}) {
  return { total: page.total ?? data.length, limit: page.limit ?? 25, skip: page.skip ?? 0, data };
}

/** A `POST /resumes/search` answer: a list page whose count may stop at 1,000 (`totalIsEstimate`). */
export function searchAnswerOf<T>(
  data: T[],
  page: { skip?: number; limit?: number; total?: number; totalIsEstimate?: boolean } = {},
) {
  return { ...listOf(data, page), totalIsEstimate: page.totalIsEstimate ?? false };
}

/** An error body of the catalogue, as the server answers it. */
export function errorBody(error: ErrorBody['error'], message = error): ErrorBody {
  return { error, message };
}

/** A resume row as `GET /resumes` and `POST /resumes/search` answer it; override any field. */
export function aResumeSummary(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id: 1,
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    email: 'an.nguyen@example.vn',
    dob: '1992-04-18',
    currentLocationId: null,
    nationalityId: null,
    residentialStatusId: null,
    experienceMonths: 84,
    skills: ['Civil engineering', 'AutoCAD', 'Project management'],
    tags: [],
    flag: null,
    createdBy: 1,
    updatedAt: new Date('2026-01-10T08:00:00.000Z').toISOString(),
    ...overrides,
  };
}

/** A resume with its children as `GET /resumes/{id}` answers it; override any field. */
export function aResume(overrides: Partial<Resume> = {}): Resume {
  const now = new Date('2026-01-10T08:00:00.000Z').toISOString();
  return {
    id: 1,
    companyId: 1,
    createdBy: 1,
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    email: 'an.nguyen@example.vn',
    salutation: 'Mr.',
    gender: 'male',
    dob: '1992-04-18',
    motherTongue: 'Vietnamese',
    nationalityId: null,
    maritalStatusId: null,
    religion: null,
    languages: ['Vietnamese', 'English'],
    contactHome: null,
    currentLocationId: null,
    residentialStatusId: null,
    educationalAward: 'Bachelor of Civil Engineering',
    instNameLoc: 'Hanoi University of Civil Engineering',
    showImageInPdf: false,
    salaryAmount: 2500,
    salaryFreq: 3,
    salaryCurrency: 'SGD',
    salaryIsSgd: true,
    expSalaryAmount: 3200,
    expSalaryFreq: 3,
    expSalaryCurrency: 'SGD',
    expSalaryIsSgd: true,
    expRmsIsNegotiable: true,
    availability: 30,
    experienceMonths: 84,
    lastEmploymentStatus: 2,
    skills: ['Civil engineering', 'AutoCAD', 'Project management'],
    specialtyIds: [],
    sectorIds: [],
    tags: ['bridges'],
    messengers: [],
    reminders: [],
    remarks: null,
    blacklistReason: null,
    flag: null,
    hiringType: null,
    sourceChannelId: null,
    termAcceptedAt: null,
    photoPath: null,
    cvName: null,
    cvMimeType: null,
    clonedFrom: null,
    contacts: [
      { id: 1, category: 1, value: '+84 912 345 678' },
      { id: 2, category: 3, value: 'an.nguyen@example.vn' },
    ],
    workExperiences: [
      {
        id: 1,
        periodFrom: '2019-03-01',
        periodTo: '2025-12-31',
        company: 'Sông Đà Construction',
        position: 'Site engineer',
        division: null,
        duties: 'Supervised bridge foundations.',
      },
    ],
    referees: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
