import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { answerFeedback, feedbackSummary, listFeedbackAnswers } from './repository';
import {
  Accepted,
  FeedbackAnswer,
  FeedbackBody,
  FeedbackView,
  logoUrl,
  publicErrors,
  tags,
  TokenQuery,
} from './shared';

/**
 * The hiring manager's nomination feedback (section 9, 604800 s): the candidate's summary and one
 * answer through the link without a session, and the answers for the nomination's staff.
 */
export const feedbackRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now, apiPrefix, candidateTokenSecret: secret } = services;

  app.get(
    '/candidate-links/feedback',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'readNominationFeedback',
        tags,
        summary: "The nominated candidate's summary for the hiring manager (no session)",
        querystring: TokenQuery,
        response: { 200: FeedbackView, ...publicErrors },
      },
    },
    async (request) => {
      const found = await feedbackSummary(db, secret, request.query.token, now());
      const { position, companyName, firstName, lastName, skills, experienceMonths, availability } = found;
      return {
        position,
        companyName,
        logoUrl: logoUrl(apiPrefix, found.logoPath),
        candidate: { firstName, lastName, skills, experienceMonths, availability },
        remarks: found.remarks,
        status: found.status,
      };
    },
  );

  app.post(
    '/candidate-links/feedback',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'answerNominationFeedback',
        tags,
        summary: 'Record the hiring manager’s one feedback action with a comment',
        body: FeedbackBody,
        response: { 201: Accepted, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { token, action, comment } = request.body;
      await answerFeedback(db, secret, token, { action, comment: comment ?? '' }, now);
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/job-resumes/:id/feedback',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'], tenant: true } },
      schema: {
        operationId: 'listNominationFeedback',
        tags,
        summary: "The hiring manager's answers to a nomination's feedback links, oldest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(FeedbackAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listFeedbackAnswers(db, tenantScope(caller(request)).companyId, request.params.id),
  );
};
