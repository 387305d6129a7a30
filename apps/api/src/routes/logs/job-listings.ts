import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { adminJobList, closedJobList, listJobsAcrossEmployers } from './repository';
import { access, JobRow, tags } from './shared';

/** The jobs of every employer (spec section 2 /arms/logs closed jobs, /arms/jobs). */
export const jobListingRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/logs/closed-jobs',
    {
      config: { access },
      schema: {
        operationId: 'listClosedJobLogs',
        tags,
        summary: 'Closed jobs log: jobs whose status is Close (240), most recently changed first',
        security,
        querystring: closedJobList.querySchema,
        response: { 200: listResponseSchema(JobRow), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listJobsAcrossEmployers(db, closedJobList.parse(request.query as Record<string, unknown>), true),
  );

  app.get(
    '/jobs/arms',
    {
      config: { access },
      schema: {
        operationId: 'listAllJobs',
        tags,
        summary: 'Job listing across every employer (/arms/jobs)',
        security,
        querystring: adminJobList.querySchema,
        response: { 200: listResponseSchema(JobRow), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listJobsAcrossEmployers(db, adminJobList.parse(request.query as Record<string, unknown>), false),
  );
};
