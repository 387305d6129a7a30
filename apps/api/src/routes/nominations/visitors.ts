import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, IdParams, listResponseSchema, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { loadNomination } from './records-repository';
import { listVisits } from './repository';
import { nominationRecord, Visit, visitList } from './shared';

/** Who opened a nomination and when (ADR 0089). */
export const nominationVisitorRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  app.get(
    '/job-resumes/:id/visitors',
    {
      config: nominationRecord,
      schema: {
        operationId: 'listNominationVisitors',
        tags: ['nominations'],
        summary: 'Who opened a nomination and when (one visit per user per hour), newest first, paged',
        security,
        params: IdParams,
        querystring: visitList.querySchema,
        response: { 200: listResponseSchema(Visit), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const { n } = await loadNomination(db, scope, request.params.id);
      const parsed = visitList.parse(request.query as Record<string, unknown>);
      return listVisits(db, scope, n.id, parsed);
    },
  );
};
