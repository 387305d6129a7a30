import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { copyJobSeekerCv } from '../../services/job-seeker-cv';
import { candidates, tags } from './child-shared';
import { resumeDetail } from './records-repository';
import { resumeScope } from './repository';
import { SyncRmsUploadBody } from './schemas';

/**
 * The copy of the CV a job seeker uploaded on the candidate site onto the company's resume of the
 * same person (docs/decisions/0186).
 */
export const resumeJobSeekerCvRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/resumes/sync-rms-upload',
    {
      config: { access: candidates },
      schema: {
        operationId: 'syncJobSeekerCv',
        tags,
        summary:
          "Copy the CV a job seeker uploaded on the candidate site onto the company's resume of the same person (same email)",
        security,
        body: SyncRmsUploadBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      await copyJobSeekerCv(services, scope, auth.userId, request.body);
      return resumeDetail(db, scope, request.body.resumeId);
    },
  );
};
