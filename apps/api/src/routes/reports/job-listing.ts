import { publishStates } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { jobListingCsv, jobListingPage } from './job-listing-answer';
import { resolveRange } from './range';
import { access, common, csvOr, JobReport, jobList, pagingOf, pickPaging, sendCsv, tags } from './shared';

/** The job listing report's query as the handler reads it (the paging part is `jobList`'s). */
type JobListingQuery = Record<string, unknown> & {
  from?: string;
  to?: string;
  format?: string;
  lang?: string;
  jobStatusId?: number[];
  publishState?: string[];
};

/**
 * The job listing report of section 2 (resume-reports, section 7), for the caller's company: jobs
 * created or open in the range, as a page of JSON rows or, with format=csv, every row as a CSV
 * download (docs/decisions/0097).
 */
export const jobListingReportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, now } = services;

  const jobQuerystring = Type.Object(
    {
      ...pickPaging(jobList.querySchema),
      ...common,
      jobStatusId: Type.Optional(
        Type.Array(Type.Integer(), {
          maxItems: 50,
          uniqueItems: true,
          description: 'Only jobs whose status at the end of the range is one of these',
        }),
      ),
      publishState: Type.Optional(
        Type.Array(Type.String({ enum: publishStates.items.map((p) => p.id) }), { maxItems: 8, uniqueItems: true }),
      ),
    },
    { additionalProperties: false },
  );
  app.get(
    '/reports/job-listing',
    {
      config: { access },
      schema: {
        operationId: 'reportJobListing',
        tags,
        summary: 'Jobs created or open in the range: status, publish state, nominations by status, days in each status',
        security,
        querystring: jobQuerystring,
        response: { 200: csvOr(JobReport), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { companyId } = tenantScope(auth);
      const query = request.query as JobListingQuery;
      const range = resolveRange(query, now());
      const list = jobList.parse(pagingOf(query));
      const filters = { jobStatusIds: query.jobStatusId, publishStates: query.publishState };
      if (query.format !== 'csv') return jobListingPage(db, companyId, range, filters, list);
      const reader = { userId: auth.userId, lang: query.lang };
      return sendCsv(reply, 'job-listing', range, await jobListingCsv(db, companyId, range, filters, list, reader));
    },
  );
};
