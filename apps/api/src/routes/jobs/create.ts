import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { createJob } from '../../services/jobs';
import { checkJobRelations, duplicateJobIds } from './edit-repository';
import { loadJob, toJob } from './repository';
import { CreateJobBody, DuplicateBody, DuplicateResponse } from './schemas';
import { postJobs } from './shared';

/**
 * Creating a job (sections 3, 4, 7): the job with its relations, history and alerts in one transaction
 * (`services/jobs.ts`; its first publish spends one credit), and the duplicate check before it.
 */
export const jobCreateRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.post(
    '/jobs',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'createJob',
        tags: ['jobs'],
        summary:
          'Create a job with its `relations` in one transaction (nothing is kept when one fails); publishing it at once spends one credit (OUT_OF_CREDITS)',
        security,
        body: CreateJobBody,
        response: { 201: Type.Ref('Job'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const id = await createJob(services, { scope, userId: auth.userId }, request.body);
      const { job, status } = await loadJob(db, scope, id);
      reply.status(201);
      return toJob(job, status);
    },
  );

  app.post(
    '/jobs/check-duplicate',
    {
      config: { access: postJobs },
      schema: {
        operationId: 'checkDuplicateJob',
        tags: ['jobs'],
        summary: 'Whether an open job with the same position (case-insensitive) exists for the hiring entity',
        security,
        body: DuplicateBody,
        response: { 200: DuplicateResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { departmentId, excludeJobId } = request.body;
      // The ids name the caller's own hiring entity and job: another company's, or none, is 404 (issue 19).
      await checkJobRelations(db, scope, { departmentId });
      if (excludeJobId !== undefined) await loadJob(db, scope, excludeJobId);
      const jobIds = await duplicateJobIds(db, scope, request.body);
      return { duplicate: jobIds.length > 0, jobIds };
    },
  );
};
