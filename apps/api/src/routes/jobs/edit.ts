import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { editJob } from '../../services/jobs';
import { loadJob, toJob } from './repository';
import { UpdateJobBody } from './schemas';
import { postJobById } from './shared';

/**
 * Editing a job (sections 3, 4, 7): every section 3 field, the status and publish state, and with
 * `relations` its relation lists, in one transaction with the history and alerts (`services/jobs.ts`).
 */
export const jobEditRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.patch(
    '/jobs/:id',
    {
      config: { access: postJobById },
      schema: {
        operationId: 'updateJob',
        tags: ['jobs'],
        summary:
          'Edit a job, and with `relations` replace its relation lists in the same transaction: every change is written to its history with its edit type',
        security,
        params: IdParams,
        body: UpdateJobBody,
        response: { 200: Type.Ref('Job'), ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      await editJob(services, { scope, userId: auth.userId }, request.params.id, request.body);
      const { job, status } = await loadJob(db, scope, request.params.id);
      return toJob(job, status);
    },
  );
};
