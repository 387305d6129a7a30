import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import { applyByInvitationForm } from '../../services/candidate-applications';
import type { Services } from '../../services/context';
import { loadJob } from '../jobs/repository';
import { invitedJob, inviteToApply } from './repository';
import { Accepted, InvitationBody, PublicJob, publicErrors, tags, TokenQuery, toPublicJob } from './shared';

/**
 * The invitation to apply (section 9, 86400 s): sent by staff, read and answered once on the candidate
 * site (CANDIDATE_PUBLIC_URL) without a session (docs/decisions/0053, 0160).
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, now, apiPrefix, candidateTokenSecret: secret } = services;

  app.post(
    '/jobs/invitation',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job', 'view_all_job'] } },
      schema: {
        operationId: 'inviteToApply',
        tags,
        summary: 'Email a candidate an invitation-to-apply link (valid one day)',
        security,
        body: InvitationBody,
        response: { 201: Accepted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { job } = await loadJob(db, tenantScope(auth), request.body.jobId);
      await inviteToApply(services, job, request.body, auth.userId);
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/candidate-links/invitation',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'readInvitation',
        tags,
        summary: 'The job an invitation token names, as the candidate sees it (no session)',
        querystring: TokenQuery,
        response: { 200: PublicJob, ...publicErrors },
      },
    },
    async (request) => {
      const invited = await invitedJob(db, secret, request.query.token, now());
      return toPublicJob(invited, apiPrefix);
    },
  );

  app.post(
    '/candidate-links/invitation',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'applyByInvitation',
        tags,
        summary: 'Apply to the invited job once, with a CV: creates the resume and its portal nomination',
        description:
          'multipart/form-data: the fields `token`, `firstName`, `lastName` (optional), `email`, `phone`, ' +
          '`consent` (`true`: the data protection policy is accepted), then the file `cv` (PDF or Word, ' +
          'checked by content, at most UPLOAD_MAX_MB). The token must come before the file.',
        consumes: ['multipart/form-data'],
        response: { 201: Accepted, ...errorResponses(400, 404, 409, 410, 413) },
      },
    },
    async (request, reply) => {
      await applyByInvitationForm(services, request, uploadLimit);
      reply.status(201);
      return { ok: true as const };
    },
  );
};
