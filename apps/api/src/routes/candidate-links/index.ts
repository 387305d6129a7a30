import { candidateFeedbackActions, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { companies, jobResumes, jobs, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { langForAddress, userLang } from '../../mail/language';
import { sendTemplate } from '../../mail/render';
import { consumeCandidateToken, issueCandidateToken, readCandidateToken } from '../../services/candidate-tokens';
import type { Services } from '../../services/context';
import { recordStatusChanges } from '../../services/nomination-log';
import { loadJob } from '../jobs/repository';

const Token = Type.String({ minLength: 1, maxLength: 200 });
const TokenQuery = Type.Object({ token: Token }, { additionalProperties: false });
const InvitationBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    candidateName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
const PublicJob = Type.Object({
  id: Type.Integer(),
  position: Type.String(),
  companyName: Type.String(),
  countryOfWork: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
});
const ApplyBody = Type.Object(
  {
    token: Token,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
const FeedbackView = Type.Object({
  position: Type.String(),
  candidate: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
  status: Type.Integer(),
});
const FeedbackBody = Type.Object(
  {
    token: Token,
    action: Type.String({ enum: candidateFeedbackActions.items.map((i) => i.id) }),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
const Accepted = Type.Object({ ok: Type.Literal(true) });
const publicErrors = errorResponses(400, 404, 410);

/**
 * Candidate links (section 9): the invitation to apply (86400 s) and the hiring manager's nomination
 * feedback (604800 s). The public endpoints need no session; each token reads only its own target and
 * takes exactly one answer (docs/decisions/0053).
 */
export const candidateLinkRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, outbox, now, publicUrl, candidateTokenSecret: secret } = services;

  app.post(
    '/jobs/invitation',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job', 'view_all_job'] } },
      schema: {
        operationId: 'inviteToApply',
        tags: ['candidate-links'],
        summary: 'Email a candidate an invitation-to-apply link (valid one day)',
        security: [{ bearerAuth: [] }],
        body: InvitationBody,
        response: { 201: Accepted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { job } = await loadJob(db, scope, request.body.jobId);
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, job.companyId));
      await db.transaction(async (tx) => {
        const token = await issueCandidateToken(
          tx,
          secret,
          'invitation',
          { companyId: job.companyId, jobId: job.id, email: request.body.email.toLowerCase() },
          now(),
        );
        // The candidate's language is unknown: the sender's (docs/decisions/0092).
        const lang = await langForAddress(tx, request.body.email, await userLang(tx, auth.userId));
        await sendTemplate(tx, outbox, 'invitationToApply', lang, request.body.email, {
          candidateName: request.body.candidateName,
          companyName: company!.name,
          position: job.position,
          link: `${publicUrl}/invitation?token=${token}`,
        });
      });
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
        tags: ['candidate-links'],
        summary: 'The job an invitation token names (no session)',
        querystring: TokenQuery,
        response: { 200: PublicJob, ...publicErrors },
      },
    },
    async (request) => {
      const row = await readCandidateToken(db, secret, 'invitation', request.query.token, now());
      const [found] = await db
        .select({ job: jobs, companyName: companies.name })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(eq(jobs.id, row.jobId!));
      if (!found) throw fail('JOB_NOT_EXISTED');
      const { job, companyName } = found;
      return {
        id: job.id,
        position: job.position,
        companyName,
        countryOfWork: job.countryOfWork,
        description: job.description,
      };
    },
  );

  app.post(
    '/candidate-links/invitation',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'applyByInvitation',
        tags: ['candidate-links'],
        summary: 'Apply to the invited job once: creates the resume and its portal nomination',
        body: ApplyBody,
        response: { 201: Accepted, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { token, firstName, lastName } = request.body;
      await db.transaction(async (tx) => {
        const row = await readCandidateToken(tx, secret, 'invitation', token, now());
        await consumeCandidateToken(tx, row.id, { firstName, lastName: lastName ?? '' }, now());
        const [resume] = await tx
          .insert(resumes)
          .values({ companyId: row.companyId, firstName, lastName: lastName ?? '', email: row.email })
          .returning();
        const [nomination] = await tx
          .insert(jobResumes)
          .values({
            companyId: row.companyId,
            jobId: row.jobId,
            resumeId: resume!.id,
            isPortal: 1,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        await recordStatusChanges(
          tx,
          row.companyId,
          null,
          [{ id: nomination!.id, from: null, to: nomination!.status }],
          now(),
        );
      });
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/candidate-links/feedback',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'readNominationFeedback',
        tags: ['candidate-links'],
        summary: "The nominated candidate's summary for the hiring manager (no session)",
        querystring: TokenQuery,
        response: { 200: FeedbackView, ...publicErrors },
      },
    },
    async (request) => {
      const row = await readCandidateToken(db, secret, 'nominationFeedback', request.query.token, now());
      const [found] = await db
        .select({
          position: jobs.position,
          firstName: resumes.firstName,
          lastName: resumes.lastName,
          status: jobResumes.status,
        })
        .from(jobResumes)
        .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(eq(jobResumes.id, row.jobResumeId!));
      if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
      return {
        position: found.position,
        candidate: { firstName: found.firstName, lastName: found.lastName },
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
        tags: ['candidate-links'],
        summary: 'Record the hiring manager’s one feedback action with a comment',
        body: FeedbackBody,
        response: { 201: Accepted, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { token, action, comment } = request.body;
      await db.transaction(async (tx) => {
        const row = await readCandidateToken(tx, secret, 'nominationFeedback', token, now());
        await consumeCandidateToken(tx, row.id, { action, comment: comment ?? '' }, now());
      });
      reply.status(201);
      return { ok: true as const };
    },
  );
};
