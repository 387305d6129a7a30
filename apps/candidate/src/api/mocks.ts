import { armsHttp } from '@arms/api-client/mocks';
import { delay, getResponse, HttpResponse, type RequestHandler } from 'msw';
import type { FeedbackView, PublicJob, Transport } from './api';

/**
 * A transport that answers from MSW handlers typed by the OpenAPI document (stories only): no service
 * worker, the same request the browser would send. Uploads report progress in two steps.
 */
export function mockTransport(handlers: RequestHandler[]): Transport {
  return async (url, init, onUploadProgress) => {
    const request = new Request(new URL(url, window.location.origin), init);
    onUploadProgress?.(0.4);
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    onUploadProgress?.(1);
    return response;
  };
}

/** A stand-in employer logo (250 x 60, the recommended size), inline so stories need no file. */
export const sampleLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="60" viewBox="0 0 250 60"><rect width="250" height="60" rx="8" fill="#0b5cad"/><text x="125" y="39" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">LOTUS</text></svg>',
  );

/** The job as `GET /candidate-links/invitation` answers it; override any field. */
export function aPublicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    id: 7,
    position: 'Senior Civil Engineer',
    companyName: 'Lotus Engineering Pte. Ltd.',
    logoUrl: sampleLogo,
    countryOfWork: 'Singapore',
    salaryMin: 6500,
    salaryMax: 8500,
    salaryCurrency: 'SGD',
    salaryPeriod: 3,
    salaryNegotiable: false,
    description:
      'Lead the structural design of two mixed-use towers at Marina South.\n\nYou will coordinate consultants, review shop drawings and mentor two junior engineers.',
    dataProtectionPolicy:
      'We keep your details only to consider you for our jobs.\nAsk us at privacy@lotus-demo.sg and we delete them.',
    invitedEmail: 'linh.nguyen@example.com',
    ...overrides,
  };
}

/** The summary as `GET /candidate-links/feedback` answers it; override any field. */
export function aFeedbackView(overrides: Partial<FeedbackView> = {}): FeedbackView {
  return {
    position: 'Senior Civil Engineer',
    companyName: 'Lotus Engineering Pte. Ltd.',
    logoUrl: sampleLogo,
    candidate: {
      firstName: 'Minh',
      lastName: 'Trần',
      skills: ['Structural design', 'ETABS', 'AutoCAD', 'Site supervision'],
      experienceMonths: 98,
      availability: 30,
    },
    remarks: 'Eight years on high-rise projects in Ho Chi Minh City; relocating to Singapore in May.',
    status: 1,
    ...overrides,
  };
}

const problem = {
  expired: { body: { error: 'TOKEN_IS_EXPIRED', message: 'Token is expired' } },
  invalid: { body: { error: 'INVALID_TOKEN', message: 'Token is invalid' } },
} as const;
/** A failure the contract does not list (the server or a proxy in front of it is down). */
const down = (status: number) => HttpResponse.json({ error: 'SERVER_DOWN', message: 'Server is down' }, { status });

type LinkPath = '/candidate-links/invitation' | '/candidate-links/feedback';

/** The states both links' pages share: still loading, expired, cut or altered, the service down (`downStatus`). */
function linkStates(path: LinkPath, loaded: PublicJob | FeedbackView, downStatus: number) {
  return {
    loading: [
      armsHttp.get(path, async ({ response }) => {
        await delay('infinite');
        return response.untyped(HttpResponse.json(loaded));
      }),
    ],
    expired: [armsHttp.get(path, ({ response }) => response(410).json(problem.expired.body))],
    invalid: [armsHttp.get(path, ({ response }) => response(400).json(problem.invalid.body))],
    unreachable: [armsHttp.get(path, ({ response }) => response.untyped(down(downStatus)))],
  };
}

/** Handlers for each state of the invitation page. */
export const invitationHandlers = {
  ready: (job = aPublicJob()) => [
    armsHttp.get('/candidate-links/invitation', ({ response }) => response(200).json(job)),
    armsHttp.post('/candidate-links/invitation', ({ response }) => response(201).json({ ok: true })),
  ],
  ...linkStates('/candidate-links/invitation', aPublicJob(), 503),
  applied: [
    armsHttp.get('/candidate-links/invitation', ({ response }) =>
      response(409).json({
        error: 'JOBS_ALREADY_APPLIED',
        message: 'Job already applied',
        details: [{ field: 'token', code: 'candidateLink.alreadyAnswered' }],
      }),
    ),
  ],
  submitFails: [
    armsHttp.get('/candidate-links/invitation', ({ response }) => response(200).json(aPublicJob())),
    armsHttp.post('/candidate-links/invitation', ({ response }) => response.untyped(HttpResponse.error())),
  ],
  sending: [
    armsHttp.get('/candidate-links/invitation', ({ response }) => response(200).json(aPublicJob())),
    armsHttp.post('/candidate-links/invitation', async ({ response }) => {
      await delay('infinite');
      return response(201).json({ ok: true });
    }),
  ],
  cvRefused: [
    armsHttp.get('/candidate-links/invitation', ({ response }) => response(200).json(aPublicJob())),
    armsHttp.post('/candidate-links/invitation', ({ response }) =>
      response(400).json({
        error: 'VALIDATION_ERROR',
        message: 'Some fields are not valid',
        details: [{ field: 'file', code: 'validation.fileType' }],
      }),
    ),
  ],
};

/** Handlers for each state of the feedback page. */
export const feedbackHandlers = {
  ready: (view = aFeedbackView()) => [
    armsHttp.get('/candidate-links/feedback', ({ response }) => response(200).json(view)),
    armsHttp.post('/candidate-links/feedback', ({ response }) => response(201).json({ ok: true })),
  ],
  ...linkStates('/candidate-links/feedback', aFeedbackView(), 502),
  answered: [
    armsHttp.get('/candidate-links/feedback', ({ response }) =>
      response(409).json({
        error: 'LINK_ALREADY_ANSWERED',
        message: 'This link has already been answered',
        details: [{ field: 'token', code: 'candidateLink.alreadyAnswered' }],
      }),
    ),
  ],
  submitFails: [
    armsHttp.get('/candidate-links/feedback', ({ response }) => response(200).json(aFeedbackView())),
    armsHttp.post('/candidate-links/feedback', ({ response }) => response.untyped(down(502))),
  ],
};
