import { publishStates, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { DateTime, errorResponses, IdParams, iso, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { correctJobCredits } from '../../services/job-credits';
import { latestInvitation, quoteJobCredits } from './credits-repository';
import { loadJob } from './repository';
import { postJobs } from './shared';

const QuoteBody = Type.Object(
  {
    jobId: Type.Optional(Type.Integer({ minimum: 1, description: 'The job being edited; absent for a new job' })),
    publishState: Type.String({ enum: publishStates.items.map((p) => p.id) }),
  },
  { additionalProperties: false },
);
const CreditQuote = Type.Object({
  jobId: Nullable(Type.Integer()),
  cost: Type.Integer({ minimum: 0, maximum: 1, description: 'Credits this save would spend (0 or 1)' }),
  creditsUsed: Type.Integer({ description: 'Credits the job has spent so far' }),
  credits: Type.Integer({ description: "The company's balance now" }),
  isView: Type.Boolean({ description: 'Posting is allowed now (subscription running, a credit left)' }),
  code: Type.Union([Type.Literal('OUT_OF_CREDITS'), Type.Literal('RENEW_SUBSCRIPTION_IS_REQUIRED'), Type.Null()], {
    description: 'The catalogue code the save would fail with, or null when it can go ahead',
  }),
});
const CreditRecordBody = Type.Object(
  { creditsUsed: Type.Integer({ minimum: 0, maximum: 1 }) },
  { additionalProperties: false },
);
const CreditRecord = Type.Object({
  jobId: Type.Integer(),
  companyId: Type.Integer(),
  creditsUsed: Type.Integer(),
  credits: Type.Integer(),
  isView: Type.Boolean(),
});
const InvitationQuery = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
  },
  { additionalProperties: false },
);
const InvitationCheck = Type.Object({
  invited: Type.Boolean(),
  invitedAt: Nullable(DateTime()),
  applied: Type.Boolean({ description: 'The candidate used the latest invitation to apply' }),
});

/**
 * A job's credits record (section 3, 7: POST jobs/credits, PATCH jobs/credits/{jobId};
 * docs/decisions/0120) and the invitation check (GET jobs/invitation).
 */
export const jobCreditRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.post(
    '/jobs/credits',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'quoteJobCredits',
        tags: ['jobs'],
        summary: 'What saving a job with a publish state would spend, and whether the company can (nothing changes)',
        security,
        body: QuoteBody,
        response: { 200: CreditQuote, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => quoteJobCredits(db, tenantScope(caller(request)), request.body, now),
  );

  app.patch(
    '/jobs/credits/:id',
    {
      config: { access: { roles: ['arms_admin'] } },
      schema: {
        operationId: 'updateJobCredits',
        tags: ['jobs'],
        summary:
          "Correct a job's credits record: 0 refunds the spent credit to the company, 1 charges it (platform administrator)",
        security,
        params: IdParams,
        body: CreditRecordBody,
        response: { 200: CreditRecord, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => correctJobCredits(db, request.params.id, request.body.creditsUsed, now),
  );

  app.get(
    '/jobs/invitation',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job', 'view_all_job'] } },
      schema: {
        operationId: 'checkInvitation',
        tags: ['candidate-links'],
        summary: 'Whether this email address has already been invited to apply to this job',
        security,
        querystring: InvitationQuery,
        response: { 200: InvitationCheck, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { job } = await loadJob(db, scope, request.query.jobId);
      const latest = await latestInvitation(db, scope, job.id, request.query.email);
      return {
        invited: latest !== undefined,
        invitedAt: iso(latest?.issuedAt),
        applied: latest?.usedAt != null,
      };
    },
  );
};
