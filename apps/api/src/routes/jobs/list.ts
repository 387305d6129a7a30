import { staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { acceptCaller, caller, confirmCaller, pendingClaims, type VerifiedClaims } from '../../auth/plugin';
import type { KeptAnswerRoute } from '../../http/answer-cache';
import { keptAnswerConfirmation, type CallerVersionRow } from '../../http/answer-versions';
import { tenantScope } from '../../auth/tenancy';
import { sendJsonText } from '../../http/json-sql';
import { errorResponses, listPage, listResponseSchema, security, type ParsedList } from '../../http/kit';
import type { Services } from '../../services/context';
import { listAssignedJobs } from './list-repository';
import { plainJobsKey, plainJobsRow, plainJobsText, type PlainJobsRow } from './plain-list-repository';
import { jobList, listJobs } from './repository';
import { viewJobs } from './shared';

/**
 * The company's jobs (section 7 "GET jobs"): the list with paging, sorting and filters, and the jobs
 * assigned to the caller ("assigned to me").
 */
export const jobListRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, answers } = services;
  // GET /jobs without filters or $sort: the kept answer while the caller's company version holds (ADR
  // 0207), else the caller and the page in one statement (ADR 0200).
  const plainJobs: KeptAnswerRoute<
    PlainJobsRow,
    { request: FastifyRequest; claims: VerifiedClaims; parsed: ParsedList },
    CallerVersionRow
  > = {
    key: (companyId, { parsed }) => plainJobsKey(companyId, parsed),
    ...keptAnswerConfirmation(db),
    read: ({ claims, parsed }) => plainJobsRow(db, claims, parsed),
    check: (row, { request }) => void tenantScope(acceptCaller(request, row)),
    text: (row, { parsed }) => plainJobsText(row, parsed),
  };

  app.get(
    '/jobs',
    {
      config: { access: viewJobs, callerInQuery: true },
      schema: {
        operationId: 'listJobs',
        tags: ['jobs'],
        summary: "List the caller's company jobs with paging, sorting and filters",
        security,
        querystring: jobList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const parsed = jobList.parse(request.query as Record<string, unknown>);
      const claims = pendingClaims(request);
      if (claims && parsed.plain && parsed.limit !== undefined) {
        const body = await answers.answer(Number(claims.sub), plainJobs, { request, claims, parsed });
        return sendJsonText(reply as unknown as FastifyReply, body);
      }
      const { total, data } = await listJobs(db, tenantScope(await confirmCaller(request)), parsed);
      return listPage(parsed, total, data);
    },
  );

  app.get(
    '/jobs/assigned',
    {
      config: { access: { roles: staffRoles, permissions: ['view_assigned_job'] } },
      schema: {
        operationId: 'listAssignedJobs',
        tags: ['jobs'],
        summary: 'Jobs assigned to the caller (team assignment) or co-owned by them, with the list query language',
        security,
        querystring: jobList.querySchema,
        response: { 200: listResponseSchema(Type.Ref('Job')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const parsed = jobList.parse(request.query as Record<string, unknown>);
      const { total, data } = await listAssignedJobs(db, tenantScope(auth), auth.staffId, parsed);
      return listPage(parsed, total, data);
    },
  );
};
