import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { assertNoDuplicate } from './extras-repository';
import { candidates, tags } from './child-shared';
import { createResume, loadResume, resumeScope, toResume } from './repository';
import { CreateCheckedBody } from './schemas';

/**
 * The checked create of the upload review (docs/decisions/0186): the duplicate check first, then the
 * resume, unless the caller allows a duplicate.
 */
export const resumeCheckedCreateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const { db, now } = services;

  app.post(
    '/resume/create',
    {
      config: { access: candidates },
      schema: {
        operationId: 'createCheckedResume',
        tags,
        summary:
          'Create a resume after the duplicate check: 409 RESUME_DUPLICATED with the matches unless allowDuplicate',
        security,
        body: CreateCheckedBody,
        response: { 201: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { resume, allowDuplicate, phone } = request.body;
      if (!allowDuplicate) await assertNoDuplicate(db, scope.companyId, resume, phone);
      const id = await createResume(db, auth, resume, now());
      reply.status(201);
      return toResume(await loadResume(db, scope, id));
    },
  );
};
