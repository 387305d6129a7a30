import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/access';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { jobResumes, jobs, resumes } from '../../db/schema';
import { listResponseSchema, pageWithTotal, listPage } from '../../http/list-query';
import { errorResponses } from '../../http/schemas';
import { nominationStatusKey } from '../../services/status-labels';
import type { Services } from '../../services/context';
import { loadJob } from '../jobs/repository';
import { resumeScope, scopeCondition, summaryColumns } from '../resumes/repository';
import { IdParams, iso, security } from '../../http/kit';
import { nominationRecord, toSummary, SamePositionNomination, samePositionList, similarJobIds } from './shared';

/** The nominations and portal applicants of jobs for a similar position (ADR 0088). */
export const samePositionRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db } = services;

  async function samePositionPage(auth: AuthContext, jobId: number, query: unknown, portal: 0 | 1) {
    const scope = tenantScope(auth);
    const { job } = await loadJob(db, scope, jobId);
    const parsed = samePositionList.parse(query as Record<string, unknown>);
    const jobIds = await similarJobIds(db, scope, job);
    if (jobIds.length === 0) return listPage(parsed, 0, []);
    const where = and(
      eq(jobResumes.companyId, scope.companyId),
      inArray(jobResumes.jobId, jobIds),
      eq(jobResumes.isPortal, portal),
      scopeCondition(resumeScope(auth)),
      parsed.where,
    );
    const page = db
      .select({
        n: jobResumes,
        job: { id: jobs.id, position: jobs.position, specialty: jobs.specialty },
        resume: summaryColumns,
      })
      .from(jobResumes)
      .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
      .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
      .where(where)
      .orderBy(...parsed.orderBy)
      .offset(parsed.skip);
    const { rows, total } = await pageWithTotal(
      page,
      db
        .select({ total: count() })
        .from(jobResumes)
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(where),
      parsed,
    );
    return listPage(
      parsed,
      total,
      rows.map(({ n, job: j, resume }) => ({
        id: n.id,
        jobResumeId: n.id,
        status: n.status,
        statusKey: nominationStatusKey(n.status),
        isPortal: n.isPortal === 1,
        createdAt: iso(n.createdAt),
        job: j,
        resume: toSummary(resume),
      })),
    );
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
