import { nominationStatuses, type EmailTemplateKey } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { notifyCandidates, sendStatusMessage } from '../../services/interviews';
import { loadJob } from '../jobs/repository';
import { assertCompanyNominations } from '../nominations/records-repository';
import { nominate, SentTo, Skipped } from './shared';

const actorOf = (request: FastifyRequest) => {
  const auth = caller(request);
  return { scope: tenantScope(auth), userId: auth.userId };
};

const StatusMessageResult = Type.Object({
  id: Type.Integer(),
  status: Type.Integer(),
  statusKey: Type.String(),
  sent: Type.Array(SentTo),
  skipped: Type.Array(Skipped),
});
const NotificationBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    jobResumeIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500, uniqueItems: true }),
    subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 10000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
const NotificationResult = Type.Object({ sent: Type.Array(SentTo), skipped: Type.Array(Skipped) });

/**
 * Candidate messages (section 7 "Messages"): the courteous "not shortlisted" and "interviewed and
 * failed" emails, each moving the nomination along the domain's transitions, and a free-text
 * notification to the candidates of a job's nominations. Everything goes through the outbox in the
 * request's transaction; a candidate without an email is reported, not an error (docs/decisions/0093).
 */
export const candidateMessageRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now } = services;

  const statusMessage = (path: string, operationId: string, summary: string, to: number, template: EmailTemplateKey) =>
    app.post(
      path,
      {
        config: { access: { ...nominate, tenant: true } },
        schema: {
          operationId,
          tags: ['candidate-messages'],
          summary,
          security,
          params: IdParams,
          response: { 200: StatusMessageResult, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => sendStatusMessage(db, outbox, actorOf(request), request.params.id, to, template, now),
    );

  statusMessage(
    '/not-shortlisted/:id',
    'sendNotShortlisted',
    'Move a nomination to Not Suitable and tell the candidate, courteously, in their language (409 when the transitions refuse)',
    nominationStatuses.idOf.notSuitable,
    'notShortlisted',
  );
  statusMessage(
    '/interview-and-failed/:id',
    'sendInterviewedAndFailed',
    'Move a nomination from Interview to Interviewed And Failed and tell the candidate (409 when the transitions refuse)',
    nominationStatuses.idOf.interviewedAndFailed,
    'interviewedAndFailed',
  );

  app.post(
    '/notifications',
    {
      config: { access: nominate },
      schema: {
        operationId: 'notifyCandidates',
        tags: ['candidate-messages'],
        summary:
          "Email a plain-text notification to the candidates of some of a job's nominations; those without an email, or not of this job, are reported (404 for ids that are no nomination of the company)",
        security,
        body: NotificationBody,
        response: { 200: NotificationResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { job } = await loadJob(db, scope, request.body.jobId);
      await assertCompanyNominations(db, scope, request.body.jobResumeIds, 'jobResumeIds');
      return notifyCandidates(db, outbox, { scope, userId: auth.userId }, { ...request.body, jobId: job.id });
    },
  );
};
