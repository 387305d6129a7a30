import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { listJobHistories } from './history-repository';
import { loadJob } from './repository';
import { HistoryQuery, JobHistory } from './schemas';
import { viewJobById } from './shared';

/** A job's history (section 4): every change with its edit type and author. */
export const jobHistoryRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/jobs/:id/histories',
    {
      config: { access: viewJobById },
      schema: {
        operationId: 'listJobHistories',
        tags: ['jobs'],
        summary: "A job's history (newest first) with the section 4 edit types and each author's name",
        security,
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: Type.Array(JobHistory), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { job } = await loadJob(db, tenantScope(caller(request)), request.params.id);
      return listJobHistories(db, job.id, request.query.editType);
    },
  );
};
