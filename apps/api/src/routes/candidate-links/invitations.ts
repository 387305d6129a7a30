import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import { applyByInvitationForm } from '../../services/candidate-applications';
import type { Services } from '../../services/context';
import { loadJob } from '../jobs/repository';
import { invitedJob, sendInvitation } from './repository';
import { Accepted, InvitationBody, plainText, PublicJob, publicErrors, tags, TokenQuery } from './shared';

/**
 * The invitation to apply (section 9, 86400 s): sent by staff, read and answered once on the candidate
 * site (CANDIDATE_PUBLIC_URL) without a session (docs/decisions/0053, 0160).
 */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, outbox, now, candidatePublicUrl, apiPrefix, candidateTokenSecret: secret } = services;
  // Logos are public files (routes/files): the candidate site shows the employer's.
  const logoUrl = (key: string | null) => (key ? `${apiPrefix}/files/public/${key}` : null);

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
      const scope = tenantScope(auth);
      const { job } = await loadJob(db, scope, request.body.jobId);
      await sendInvitation(
        db,
        outbox,
        secret,
        {
          companyId: job.companyId,
          jobId: job.id,
          position: job.position,
          email: request.body.email,
          candidateName: request.body.candidateName,
          senderId: auth.userId,
          linkBase: `${candidatePublicUrl}/invitation-to-apply/${job.id}`,
        },
        now(),
      );
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
      const { job, company, invitedEmail } = await invitedJob(db, secret, request.query.token, now());
      return {
        id: job.id,
        position: job.position,
        companyName: company.anonymousPosting ? null : company.name,
        logoUrl: company.anonymousPosting ? null : logoUrl(company.logoPath),
        countryOfWork: job.countryOfWork,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryCurrency: job.salaryCurrency,
        salaryPeriod: job.salaryPeriod,
        salaryNegotiable: job.salaryNegotiable,
        description: job.description,
        dataProtectionPolicy: company.dataProtectionPolicy ? plainText(company.dataProtectionPolicy) || null : null,
        invitedEmail,
      };
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
