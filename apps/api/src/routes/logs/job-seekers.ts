import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendStored } from '../../files/send';
import { DateTime, errorResponses, listResponseSchema, Nullable, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { jobSeekerCv, listJobSeekers, seekerList } from './repository';
import { access, tags } from './shared';

/** The job seeker listing (spec section 2 /arms/jobseeker) and the download of a seeker's CV. */
export const jobSeekerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/users/arms/job-seeker',
    {
      config: { access },
      schema: {
        operationId: 'listJobSeekers',
        tags,
        summary: 'Job seeker listing',
        security,
        querystring: seekerList.querySchema,
        response: {
          200: listResponseSchema(
            Type.Object({
              id: Type.Integer(),
              email: Type.String(),
              firstName: Type.String(),
              lastName: Type.String(),
              status: Type.Integer(),
              nationalityId: Nullable(Type.Integer()),
              locationId: Nullable(Type.Integer()),
              lastActiveAt: Nullable(DateTime()),
              hasCv: Type.Boolean({ description: 'Whether a CV can be downloaded (download-cv/job-seeker/{userId})' }),
              createdAt: DateTime(),
            }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => listJobSeekers(db, seekerList.parse(request.query as Record<string, unknown>)),
  );

  app.get(
    '/download-cv/job-seeker/:userId',
    {
      config: { access },
      schema: {
        operationId: 'downloadJobSeekerCv',
        tags,
        summary: "A job seeker's uploaded CV as a file (the job seeker listing's download)",
        security,
        params: Type.Object(
          { userId: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The job seeker id' }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const cv = await jobSeekerCv(db, request.params.userId);
      return sendStored(reply, services.storage, cv.path, { name: cv.name, contentType: cv.contentType });
    },
  );
};
