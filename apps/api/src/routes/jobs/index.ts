import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import type { Db } from '../../db/client';
import { listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { jobList, listJobs } from './repository';

/** Jobs of the caller's company (spec section 2 "Jobs": the list needs view_all_job). */
export const jobRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/jobs',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job'] } },
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: "List the caller's company jobs with paging, sorting and filters",
        security: [{ bearerAuth: [] }],
        querystring: jobList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const parsed = jobList.parse(request.query as Record<string, unknown>);
      const { total, data } = await listJobs(db, tenantScope(caller(request)), parsed);
      return { total, limit: parsed.limit ?? -1, skip: parsed.skip, data };
    },
  );
};
