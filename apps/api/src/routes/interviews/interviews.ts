import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { cancelInterview, rescheduleInterview, scheduleInterview } from '../../services/interviews';
import { listInterviews, loadNominationContext } from './repository';
import { checkSchedule, InterviewResult, interviewList, nominate, RescheduleBody, SendInterviewBody } from './shared';

const actorOf = (request: FastifyRequest) => {
  const auth = caller(request);
  return { scope: tenantScope(auth), userId: auth.userId };
};

/**
 * Interviews (section 7 "Messages", send-interview): schedule one for a nomination, moving it to
 * Interview along the domain's transitions; reschedule (SEQUENCE + 1) and cancel (METHOD:CANCEL);
 * list a nomination's interviews. The candidate and the job's hiring manager each get a localized
 * email with an RFC 5545 invitation attached (docs/decisions/0090, 0091).
 */
export const interviewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now, publicUrl } = services;
  const uidHost = new URL(publicUrl).hostname || 'arms.local';

  app.post(
    '/jobs/resume/send-interview',
    {
      config: { access: nominate },
      schema: {
        operationId: 'sendInterview',
        tags: ['interviews'],
        summary:
          'Schedule an interview for a nomination (moving it to Interview when the transitions allow, 409 otherwise) and email the candidate and hiring manager a calendar invitation',
        security,
        body: SendInterviewBody,
        response: { 201: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const body = request.body;
      const schedule = checkSchedule(
        { ...body, timezone: body.timezone ?? 'Asia/Singapore' },
        { durationMinutes: body.durationMinutes, endsAt: body.endsAt },
        now(),
      );
      const actor = { scope: tenantScope(auth), userId: auth.userId };
      const result = await scheduleInterview(db, outbox, actor, body.jobResumeId, schedule, uidHost, now);
      reply.status(201);
      return result;
    },
  );

  app.patch(
    '/interviews/:id',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'rescheduleInterview',
        tags: ['interviews'],
        summary:
          'Change an interview (time, mode, place, link, notes); the same calendar UID is sent again with SEQUENCE + 1 (409 once cancelled)',
        security,
        params: IdParams,
        body: RescheduleBody,
        response: { 200: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rescheduleInterview(db, outbox, actorOf(request), request.params.id, request.body, now),
  );

  app.post(
    '/interviews/:id/cancel',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'cancelInterview',
        tags: ['interviews'],
        summary:
          'Cancel an interview: the candidate and hiring manager get METHOD:CANCEL for its UID (409 when already cancelled)',
        security,
        params: IdParams,
        response: { 200: InterviewResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelInterview(db, outbox, actorOf(request), request.params.id, now),
  );

  app.get(
    '/job-resumes/:id/interviews',
    {
      config: { access: { ...nominate, tenant: true } },
      schema: {
        operationId: 'listNominationInterviews',
        tags: ['interviews'],
        summary: "A nomination's interviews, earliest first (cancelled ones included, with their status)",
        security,
        params: IdParams,
        querystring: interviewList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Interview')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { nomination } = await loadNominationContext(db, scope, request.params.id);
      return listInterviews(db, scope, nomination.id, interviewList.parse(request.query as Record<string, unknown>));
    },
  );
};
