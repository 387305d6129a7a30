import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { loadJob } from '../jobs/repository';
import { listSamePosition } from './same-position-repository';
import { nominationRecord, SamePositionNomination, samePositionList } from './shared';

/** The nominations and portal applicants of jobs for a similar position (ADR 0088). */
export const samePositionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  async function samePositionPage(auth: AuthContext, jobId: number, query: unknown, portal: 0 | 1) {
    const scope = tenantScope(auth);
    const { job } = await loadJob(db, scope, jobId);
    const parsed = samePositionList.parse(query as Record<string, unknown>);
    return listSamePosition(db, auth, scope, job, parsed, portal);
  }

  app.get(
    '/jobs/:id/same-position',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listSamePositionNominations',
        tags: ['nominations'],
        summary:
          "Resumes nominated to the company's other jobs for a similar position (title words or classification), newest first, paged",
        security,
        params: IdParams,
        querystring: samePositionList.querySchema,
        response: { 200: listResponseSchema(SamePositionNomination), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => samePositionPage(caller(request), request.params.id, request.query, 0),
  );

  app.get(
    '/jobs/:id/job-applicants-same-position',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listSamePositionApplicants',
        tags: ['nominations'],
        summary: "Portal applicants of the company's other jobs for a similar position, newest first, paged",
        security,
        params: IdParams,
        querystring: samePositionList.querySchema,
        response: { 200: listResponseSchema(SamePositionNomination), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => samePositionPage(caller(request), request.params.id, request.query, 1),
  );
};
