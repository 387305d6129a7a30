import type { components } from '@arms/api-client';
import { armsHttp, aJob, errorBody, listOf } from '@arms/api-client/mocks';
import { nextStatuses, nominationStatuses, type NominationStatusId } from '@arms/domain';
import { delay, type RequestHandler } from 'msw';

type Nomination = components['schemas']['Nomination'];
type Interview = components['schemas']['Interview'];

/** An interview as the API answers it: Tuesday 10:00 in Singapore, an hour, in person. */
export function anInterview(id: number, status: Interview['status'] = 'scheduled'): Interview {
  return {
    id,
    jobResumeId: 1,
    uid: `interview-${id}@arms.test`,
    mode: 1,
    modeKey: 'inPerson',
    startsAt: '2026-02-03T02:00:00.000Z',
    endsAt: '2026-02-03T03:00:00.000Z',
    durationMinutes: 60,
    timezone: 'Asia/Singapore',
    place: '10 Anson Road, #20-01',
    link: null,
    notes: null,
    sequence: status === 'cancelled' ? 1 : 0,
    status,
    createdAt: '2026-01-19T08:00:00.000Z',
    updatedAt: '2026-01-19T08:00:00.000Z',
  };
}
const interviewResult = (interview: Interview) => ({
  interview,
  nominationStatus: 4,
  nominationStatusKey: 'interview',
  sent: [{ jobResumeId: 1, recipient: 'candidate' as const, email: 'an.nguyen@example.test', lang: 'vn' as const }],
  skipped: [],
});

const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.parse('2026-01-20T08:00:00.000Z') - daysAgo * day).toISOString();

/** A nomination as the API answers it, for the job detail's stories. */
export function aNomination(
  id: number,
  status: NominationStatusId,
  first: string,
  last: string,
  daysAgo = 3,
  currentTitle: string | null = null,
): Nomination {
  return {
    id,
    jobResumeId: id,
    jobId: 1,
    departmentId: null,
    resumeId: 100 + id,
    status,
    statusKey: nominationStatuses.byId(status)!.key,
    nextStatuses: [...nextStatuses(status)],
    isPortal: id % 4 === 0,
    remarks: null,
    resume: { id: 100 + id, firstName: first, lastName: last, currentTitle },
    statusChangedAt: at(daysAgo),
    createdAt: at(daysAgo + 10),
    // A later remark edit updates the row; the card counts days from the status change.
    updatedAt: at(Math.max(0, daysAgo - 1)),
  };
}

export const storyJob = aJob({
  id: 1,
  position: 'Senior Civil Engineer',
  skills: ['AutoCAD', 'Project Management', 'Site Supervision'],
  description: '<p>Lead the civil works of a 40-storey tower in Tanjong Pagar.</p>',
  postingExpiry: '2026-03-31T00:00:00.000Z',
});

export const storyNominations: Nomination[] = [
  aNomination(1, 1, 'Văn An', 'Nguyễn', 1, 'Kỹ sư xây dựng'),
  aNomination(2, 1, 'Priya', 'Raman', 0, 'Site Engineer'),
  aNomination(3, 10, 'Wei Ming', 'Tan', 6, 'Project Manager'),
  aNomination(4, 4, 'Aisyah', 'Ismail', 2, 'Structural Engineer'),
  aNomination(5, 7, 'Marcus', 'Lee', 9),
  aNomination(6, 3, 'Olivia', 'Smith', 15, 'Quantity Surveyor'),
];

const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));

/** The API of the job detail with data: the job, its nominations, documents, history and a nomination's extras. */
export function detailHandlers(nominations: Nomination[] = storyNominations): RequestHandler[] {
  return [
    logo,
    armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(storyJob)),
    armsHttp.get('/jobs/{id}/resumes', ({ response }) => response(200).json(nominations)),
    // The bulk move answers the moved nominations (all or nothing; the screen checks the transitions first).
    armsHttp.patch('/jobs/resume/bulk-status', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json(
        nominations
          .filter((n) => body.ids.includes(n.id))
          .map((n) => aNomination(n.id, body.status as NominationStatusId, n.resume.firstName, n.resume.lastName, 0)),
      );
    }),
    armsHttp.get('/jobs/{id}/documents', ({ response }) =>
      response(200).json([
        {
          id: 7,
          ownerId: 1,
          kind: 'document',
          name: 'Job description.pdf',
          mimeType: 'application/pdf',
          size: 182_000,
          createdBy: 1,
          createdAt: at(20),
        },
      ]),
    ),
    armsHttp.get('/jobs/{id}/histories', ({ response }) =>
      response(200).json([
        {
          id: 2,
          jobId: 1,
          editType: 'status',
          changes: { jobStatusId: { from: 242, to: 239 } },
          userId: 1,
          userName: 'Mei Ling Tan',
          createdAt: at(4),
        },
        { id: 1, jobId: 1, editType: 'add', changes: {}, userId: 1, userName: 'Mei Ling Tan', createdAt: at(30) },
      ]),
    ),
    armsHttp.get('/job-resumes/{id}', ({ params, response }) =>
      response(200).json(nominations.find((n) => n.id === Number(params.id)) ?? nominations[0]!),
    ),
    armsHttp.get('/job-resumes/{id}/remarks', ({ response }) =>
      response(200).json([
        {
          id: 1,
          jobResumeId: 1,
          text: 'Strong on site supervision; asked about relocation.',
          author: { id: 1, firstName: 'Mei Ling', lastName: 'Tan' },
          edited: false,
          createdAt: at(1),
          updatedAt: at(1),
        },
      ]),
    ),
    // The hiring manager answered the feedback link from the nomination email (section 4).
    armsHttp.get('/job-resumes/{id}/feedback', ({ response }) =>
      response(200).json([
        {
          action: 'arrangeForInterview',
          comment: 'Strong site experience; Tuesday works.',
          email: 'grace.lim@example.test',
          answeredAt: at(1),
        },
      ]),
    ),
    armsHttp.get('/job-resumes/{id}/acknowledgements', ({ response }) => response(200).json([])),
    armsHttp.get('/job-resumes/{id}/costing', ({ response }) => response(200).json([])),
    armsHttp.get('/job-resumes/{id}/documents', ({ response }) =>
      response(200).json([
        {
          id: 9,
          ownerId: 1,
          kind: 'document',
          name: 'Certificate.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: 24_000,
          createdBy: 1,
          createdAt: at(2),
        },
      ]),
    ),
    armsHttp.get('/resumes', ({ response }) => response(200).json(listOf([]))),
    armsHttp.get('/job-resumes/{id}/interviews', ({ response }) =>
      response(200).json(listOf([anInterview(2), anInterview(1, 'cancelled')])),
    ),
    armsHttp.patch('/interviews/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      return response(200).json(
        interviewResult({ ...anInterview(Number(params.id)), ...body, sequence: 1 } as Interview),
      );
    }),
    armsHttp.post('/interviews/{id}/cancel', ({ params, response }) =>
      response(200).json(interviewResult(anInterview(Number(params.id), 'cancelled'))),
    ),
  ];
}

/** The job loads but its nominations never answer (the board's skeleton). */
export const loadingHandlers: RequestHandler[] = [
  logo,
  armsHttp.get('/jobs/{id}', async ({ response }) => {
    await delay('infinite');
    return response(200).json(storyJob);
  }),
];

/** Another company's job, or a deleted one: 404 with the catalogue's code. */
export const errorHandlers: RequestHandler[] = [
  logo,
  armsHttp.get('/jobs/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'))),
];
