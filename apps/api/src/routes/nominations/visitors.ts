import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { jobResumeVisits, users } from '../../db/schema';
import { listResponseSchema } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import type { Services } from '../../services/context';
import { loadNomination } from './records-repository';
import { IdParams, iso, listRows, security, windowTotal } from '../../http/kit';
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
      const where = and(
        eq(jobResumeVisits.jobResumeId, n.id),
        eq(jobResumeVisits.companyId, scope.companyId),
        parsed.where,
      );
      return listRows(
        parsed,
        db
          .select({ v: jobResumeVisits, firstName: users.firstName, lastName: users.lastName, total: windowTotal })
          .from(jobResumeVisits)
          .innerJoin(users, eq(users.id, jobResumeVisits.userId))
          .where(where)
          .orderBy(...parsed.orderBy),
        ({ v, firstName, lastName }) => ({
          id: v.id,
          userId: v.userId,
          firstName,
          lastName,
          visitedAt: iso(v.visitedAt),
        }),
      );
    },
  );
};
