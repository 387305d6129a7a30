import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, IdParams, security } from '../../http/kit';
import { BrandedContent } from '../../resumes/format';
import type { Services } from '../../services/context';
import { loadResume, resumeScope } from '../resumes/repository';
import { brandedContentOf } from './repository';
import { tags } from './shared';

/**
 * The branded content of one resume in its company's format, as data (section 7
 * "resume/branded-format/{resumeId}"; docs/decisions/0103): what the branded PDF prints.
 */
export const brandedResumeRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/resume/branded-format/:id',
    {
      config: {
        access: {
          roles: staffRoles,
          permissions: ['access_all_candidate', 'access_uploaded_candidate'],
          tenant: true,
        },
      },
      schema: {
        operationId: 'getBrandedResumeContent',
        tags,
        summary: "The branded resume's content as data, in the company's format (what the branded PDF prints)",
        security,
        params: IdParams,
        response: { 200: BrandedContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const loaded = await loadResume(db, resumeScope(caller(request)), request.params.id);
      return (await brandedContentOf(db, loaded)).content;
    },
  );
};
