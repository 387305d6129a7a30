import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { fail } from '../../http/errors';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { acceptTerms, resetTerms } from './extras-repository';
import { candidateRecord, tags } from './child-shared';
import { loadResume, resumeScope, toResume } from './repository';
import { AcceptTermBody, ResetTermBody } from './schemas';

/**
 * The candidates' acceptance of the company's terms (docs/decisions/0186): reset for all resumes or
 * some, and recorded for one.
 */
export const resumeTermRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  app.patch(
    '/resumes/reset-term',
    {
      config: { access: { roles: ['account_admin'] } },
      schema: {
        operationId: 'resetResumeTerms',
        tags,
        summary: "Clear the candidates' acceptance of the company's terms (all resumes, or resumeIds)",
        security,
        body: ResetTermBody,
        response: { 200: Type.Object({ reset: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = resumeScope(caller(request));
      const ids = request.body?.resumeIds;
      return { reset: await resetTerms(db, scope, ids) };
    },
  );

  app.post(
    '/resumes/:id/accept-term',
    {
      config: { access: candidateRecord },
      schema: {
        operationId: 'acceptResumeTerms',
        tags,
        summary:
          "Record that the candidate accepted the company's terms (data protection policy), given to the recruiter",
        security,
        params: IdParams,
        body: AcceptTermBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { id } = request.params;
      await loadResume(db, scope, id);
      const at = now();
      const acceptedAt = request.body?.acceptedAt === undefined ? at : new Date(request.body.acceptedAt);
      if (acceptedAt.getTime() > at.getTime())
        throw fail('VALIDATION_ERROR', [{ field: 'body.acceptedAt', code: 'validation.dateInFuture' }]);
      await acceptTerms(db, acceptedAt, { resumeId: id, userId: auth.userId, now: at });
      return toResume(await loadResume(db, scope, id));
    },
  );
};
