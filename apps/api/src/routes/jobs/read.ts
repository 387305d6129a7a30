import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { loadJob, toJob } from './repository';
import { viewJobById } from './shared';

/** Reading one job of the caller's company (section 7 "GET jobs/{id}"). */
export const jobReadRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/jobs/:id',
    {
      config: { access: viewJobById },
      schema: {
        operationId: 'getJob',
        tags: ['jobs'],
        summary: 'Read a job',
        security,
        params: IdParams,
        response: { 200: Type.Ref('Job'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job, status } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      return toJob(job, status);
    },
  );
};
